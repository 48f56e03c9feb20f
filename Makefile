# NavGraph: the two commands of the README (`make run`, `make test`) and their helpers.
SWIFT ?= swift
PORT ?= 8080

.PHONY: run test build release deps lint format bench migrations viewer browser-test

# Installs the C libraries the package links against, when they are missing (Debian/Ubuntu).
deps:
	@need=""; \
	[ -e /usr/include/sqlite3.h ] || need="$$need libsqlite3-dev"; \
	[ -e /usr/include/libxml2/libxml/parser.h ] || need="$$need libxml2-dev"; \
	[ -e /usr/include/postgresql/libpq-fe.h ] || need="$$need libpq-dev"; \
	ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need="$$need postgresql"; \
	command -v pkg-config >/dev/null 2>&1 || need="$$need pkg-config"; \
	command -v dot >/dev/null 2>&1 || need="$$need graphviz"; \
	if [ -n "$$need" ] && command -v apt-get >/dev/null 2>&1; then \
		echo "installing$$need"; \
		SUDO=$$( [ "$$(id -u)" = 0 ] || echo sudo ); \
		$$SUDO apt-get update -qq && $$SUDO apt-get install -y -qq $$need; \
	fi

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
