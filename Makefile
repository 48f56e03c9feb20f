# NavGraph: the two commands of the README (`make run`, `make test`) and their helpers.
SWIFT ?= swift
PORT ?= 8080

.PHONY: run test build release deps lint format bench migrations viewer browser-test

# Installs the Debian packages the build and the tests need, when they are missing (the list is in
# scripts/deps.sh, which .ci/run uses too).
deps:
	@bash scripts/deps.sh

build: deps
	$(SWIFT) build

# The Swift runtime is linked in, so the binary runs on a machine (or image) without the toolchain.
release: deps
	$(SWIFT) build -c release --static-swift-stdlib --product navgraph

# Runs the service on 127.0.0.1:$(PORT) with the embedded default database ./navgraph.sqlite.
run: release
	.build/release/navgraph serve --port $(PORT) --migrations Migrations

# Runs every test; the PostgreSQL ones against a throwaway cluster (scripts/with-postgres.sh), and the API
# suite a second time on PostgreSQL (scripts/test-both-backends.sh).
test: deps
	bash scripts/with-postgres.sh bash scripts/test-both-backends.sh $(SWIFT)

lint:
	$(SWIFT) format lint --strict --recursive Sources Tests Plugins Benchmarks/Sources Package.swift Fuzz/Sources Fuzz/Package.swift

format:
	$(SWIFT) format format --in-place --recursive Sources Tests Plugins Benchmarks/Sources Package.swift Fuzz/Sources Fuzz/Package.swift

bench: release
	bash Benchmarks/run.sh

# Compiles Migrations/*.sql into the binary (Sources/SQLiteStorage/Migrating/EmbeddedMigrations.swift).
migrations:
	bash scripts/embed-migrations.sh

# Compiles Sources/NavGraphAPI/Viewer/assets/* (the web viewer) into Sources/NavGraphAPI/Viewer/ViewerAssets.swift.
viewer:
	bash scripts/embed-viewer.sh

# The web viewer in headless Chromium (Selenium); see scripts/browser-test.sh.
browser-test:
	bash scripts/browser-test.sh
