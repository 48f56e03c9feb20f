# syntax=docker/dockerfile:1
# NavGraph: build with the official Swift image, run on a slim Debian with only the runtime libraries.
# scripts/container-check.sh builds this file with podman and checks the running container in CI.

FROM swift:6.3-bookworm AS build
SHELL ["/bin/bash", "-o", "pipefail", "-c"]
WORKDIR /src
# The C libraries the package links against, and Graphviz's layout library: its package (libgvc6) pulls
# cairo, pango, gd and X11 for plugins `dot -Tsvg` never loads, so only its own files are taken below.
RUN apt-get update \
    && apt-get install -y --no-install-recommends libsqlite3-dev=3.40.* libxml2-dev=2.9.* libpq-dev=15.* \
       pkg-config=1.8.* libcgraph6=2.42.* libcdt5=2.42.* libpathplan4=2.42.* libltdl7=2.4.* libexpat1=2.5.* \
    && apt-get download libgvc6=2.42.* \
    && dpkg-deb -x libgvc6_*.deb /tmp/gvc \
    && rm -rf /var/lib/apt/lists/* libgvc6_*.deb
# dot, libgvc and the two plugins SVG output needs (core renders svg, dot_layout lays out), with a plugin
# configuration (`dot -c`) that lists only those, under /out as the runtime stage lays them out.
RUN lib=$(dirname "$(find /tmp/gvc/usr/lib -name libgvc.so.6)") \
    && out=/out${lib#/tmp/gvc} \
    && install -d "$out/graphviz" \
    && install -D -s -m 0755 /tmp/gvc/usr/sbin/libgvc6-config-update /out/usr/bin/dot \
    && cp -a "$lib"/libgvc.so.6* "$out/" \
    && cp -a "$lib"/graphviz/libgvplugin_core.so.6* "$lib"/graphviz/libgvplugin_dot_layout.so.6* "$out/graphviz/" \
    && strip --strip-unneeded "$out"/libgvc.so.6.* "$out"/graphviz/*.so.6.* \
    && LD_LIBRARY_PATH="$out" GVBINDIR="$out/graphviz" /out/usr/bin/dot -c \
    && rm -rf /tmp/gvc
# An empty ICU data library (2 KB) in place of Debian's libicudata (30 MB), which only libxml2 would load:
# scripts/images/navgraph/icudata-stub.c says why that is safe. Built for the ICU version libxml2 links.
COPY scripts/images/navgraph/icudata-stub.c /tmp/
RUN data=$(find /usr/lib -name 'libicudata.so.*.*' | head -n 1) \
    && soname=$(objdump -p "$data" | awk '/SONAME/ {print $2}') \
    && install -d "/out$(dirname "$data")" \
    && clang -shared -fPIC -O2 -nostdlib -Wl,-soname,"$soname" -DICU_DATA_SYMBOL="icudt${soname##*.}_dat" \
       -o "/out$(dirname "$data")/$soname" /tmp/icudata-stub.c \
    && rm /tmp/icudata-stub.c
# The whole checkout (.dockerignore keeps build products, docs and images out): the manifest declares
# every target, plugin and test folder, and SwiftPM wants them present even for a release build.
COPY . .
# `make release`'s build, without `make deps` (the libraries are above); the Swift runtime is linked in.
RUN swift build -c release --static-swift-stdlib --product navgraph \
    && install -D -s -m 0755 "$(swift build -c release --static-swift-stdlib --show-bin-path)/navgraph" /out/usr/local/bin/navgraph \
    && install -d /out/usr/local/share/navgraph \
    && cp -R Migrations /out/usr/local/share/navgraph/Migrations

FROM debian:bookworm-slim
# The Swift runtime is linked into the binary (`--static-swift-stdlib`): the image ships no toolchain
# libraries. SQLite, libpq (PostgreSQL's client), libxml2 (the importer's parser), libcurl (`navgraph push`) and the libraries of
# Graphviz's `dot` (for `graph?format=svg`; dot itself comes from the build stage) are Debian's.
# Of ICU (libxml2's dependency) only libicuuc: its data comes from the build stage (see there), and the
# libraries nothing here links are left out. scripts/runtime-root.sh runs this stage in a debootstrap root.
RUN printf 'path-exclude /usr/lib/*/libicu%s.so*\n' data i18n io test tu > /etc/dpkg/dpkg.cfg.d/navgraph-icu \
    && apt-get update \
    && apt-get install -y --no-install-recommends libsqlite3-0=3.40.* libxml2=2.9.* libpq5=15.* libcurl4=7.88.* \
       libcgraph6=2.42.* libcdt5=2.42.* libpathplan4=2.42.* libltdl7=2.4.* libexpat1=2.5.* \
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
