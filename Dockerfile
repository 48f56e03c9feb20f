# syntax=docker/dockerfile:1
# NavGraph: build with the official Swift image, run on a slim Debian with only the runtime libraries.
# The build steps are the README's: `make deps` then a release build (what `make run` does before serving).

FROM swift:6.3-bookworm AS build
WORKDIR /src
RUN apt-get update \
    && apt-get install -y --no-install-recommends libsqlite3-dev=3.40.* libxml2-dev=2.9.* libpq-dev=15.* pkg-config=1.8.* make=4.3-* \
    && rm -rf /var/lib/apt/lists/*
COPY Package.swift ./
COPY Sources ./Sources
COPY Benchmarks/Sources ./Benchmarks/Sources
# The manifest declares the test targets too; SwiftPM wants their folders present even for a release build.
COPY Tests ./Tests
COPY Migrations ./Migrations
COPY Makefile ./
# `make release` runs `make deps`, whose package list is scripts/deps.sh.
COPY scripts/deps.sh ./scripts/deps.sh
RUN make release \
    && install -D -s -m 0755 "$(swift build -c release --static-swift-stdlib --show-bin-path)/navgraph" /out/usr/local/bin/navgraph \
    && install -d /out/usr/local/share/navgraph \
    && cp -R Migrations /out/usr/local/share/navgraph/Migrations

FROM debian:bookworm-slim
# The Swift runtime is linked into the binary (`--static-swift-stdlib`): the image ships no toolchain
# libraries. SQLite, libpq (PostgreSQL's client), libxml2 (the importer's parser) and Graphviz (`dot`, for `graph?format=svg`) come from Debian. scripts/runtime-root.sh runs this
# stage in a debootstrap root to prove it without Docker.
RUN apt-get update \
    && apt-get install -y --no-install-recommends libsqlite3-0=3.40.* libxml2=2.9.* libpq5=15.* graphviz=2.42.* \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin navgraph \
    && install -d -o navgraph -g navgraph /data
COPY --from=build /out/ /
ENV NAVGRAPH_HOST=0.0.0.0 \
    NAVGRAPH_PORT=8080 \
    NAVGRAPH_DB=/data/navgraph.sqlite \
    NAVGRAPH_MIGRATIONS=/usr/local/share/navgraph/Migrations
USER 10001
WORKDIR /data
VOLUME /data
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=3s --start-period=5s --retries=3 CMD ["navgraph", "healthcheck"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["navgraph"]
CMD ["serve"]
