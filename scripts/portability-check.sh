#!/usr/bin/env bash
# Fails (exit 1, naming file:line) when Swift code would not build on macOS (docs/development.md, issue 19):
#   - `import Glibc`, `import Musl` or `import Darwin` outside a branch of `#if canImport(<that module>)`;
#   - a Linux-only API (epoll, eventfd, glibc's malloc tuning, MSG_NOSIGNAL, SO_REUSEPORT's spreading,
#     glibc's enum-typed constants such as `SOCK_STREAM.rawValue`, `pthread_t` used as an integer, /proc)
#     outside a branch of `#if os(Linux)`.
# Comments and string contents are not code, and `#if`/`#elseif`/`#else`/`#endif` nesting is tracked, so a
# guard that closed before the use does not count. `--self-test` runs the checker over planted snippets.
# Also (whatever the PATHs): `@testable import` in a file of any target of Package.swift that is not a test target
# (TestSupport included), which `swift build -c release` (no -enable-testing) refuses; the targets come from
# `swift package dump-package`. The Fuzz package is not one of them: Fuzz/run.sh builds it with -enable-testing.
# Usage: scripts/portability-check.sh [--self-test] [PATH...]   (default: Sources Plugins Benchmarks/Sources)
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 - "$@" <<'PYTHON'
import json
import os
import re
import subprocess
import sys

# Linux-only spellings: (pattern, why). Matched against code with comments and string contents removed,
# except the /proc rule, which looks inside string literals.
LINUX_ONLY = [
    (r"\bepoll_\w+|\bEPOLL\w*", "epoll(7) is Linux-only (macOS has kqueue; the server uses poll there)"),
    (r"\beventfd\b|\bEFD_\w+", "eventfd(2) is Linux-only"),
    (r"\bmallopt\b|\bmalloc_trim\b|\bM_MMAP_\w+", "glibc's malloc tuning does not exist on Darwin or musl"),
    (r"\bMSG_NOSIGNAL\b", "Darwin has no MSG_NOSIGNAL (set SO_NOSIGPIPE on the socket instead)"),
    (r"\bSO_REUSEPORT\b", "only Linux spreads connections over SO_REUSEPORT sockets"),
    (r"\b(SOCK_STREAM|SOCK_DGRAM|SOCK_RAW|RLIMIT_\w+)\.rawValue\b|__rlimit_resource_t|__socket_type",
     "glibc imports these constants as enums; Darwin and musl as plain integers"),
    (r"\b(U?Int(8|16|32|64)?)\s*\(\s*pthread_self\s*\(\s*\)\s*\)",
     "pthread_t is a pointer on Darwin and musl: use ThreadIdentity.current or UInt(bitPattern:)"),
    (r"\baccept4\b|\bpipe2\b|\bSOCK_NONBLOCK\b|\bSOCK_CLOEXEC\b|\bTCP_QUICKACK\b|\bTCP_CORK\b",
     "a Linux-only socket call or flag"),
    (r"\bsendfile\b|\bsplice\s*\(|\binotify_\w+|\btimerfd_\w+|\bsignalfd\b|\bprctl\b|\bsched_getaffinity\b"
     r"|\bmemfd_create\b|\bgettid\b|\bgetrandom\b|\bCLOCK_BOOTTIME\b|\bmemrchr\b|\brawmemchr\b|\bstrchrnul\b",
     "a Linux-only system call"),
]
PROC = (r"^/proc(/|$)", "/proc exists on Linux only")
LIBC = {"Glibc", "Musl", "Darwin"}


class Problem(Exception):
    pass


def strip(lines):
    """Each line with comments removed and string contents blanked (quotes kept), plus the string
    literals' contents on each line (for the /proc rule). Handles nested block comments, multi-line and raw strings."""
    code, strings = [], []
    depth = 0  # block comment nesting
    string = None  # None, or the closing delimiter of the open string: '"', '"""', '"#', '"""#' ...
    for line in lines:
        out, inside, fragment = [], [], []
        i = 0
        while i < len(line):
            if depth:
                if line.startswith("/*", i):
                    depth += 1
                    i += 2
                elif line.startswith("*/", i):
                    depth -= 1
                    i += 2
                else:
                    i += 1
                continue
            if string:
                if line[i] == "\\" and not string.endswith("#"):
                    fragment.append(line[i:i + 2])
                    i += 2
                elif line.startswith(string, i):
                    out.append(string)
                    i += len(string)
                    string = None
                    inside.append("".join(fragment))
                    fragment = []
                else:
                    fragment.append(line[i])
                    i += 1
                continue
            if line.startswith("//", i):
                break
            if line.startswith("/*", i):
                depth = 1
                i += 2
                continue
            match = re.match(r'(#*)("""|")', line[i:])
            if match and (match.group(1) or line[i] == '"'):
                hashes, quote = match.group(1), match.group(2)
                out.append(match.group(0))
                i += len(match.group(0))
                string = quote + hashes
                continue
            out.append(line[i])
            i += 1
        if string in ('"', '"#', '"##'):
            string = None  # a single-line string cannot continue on the next line
        if fragment:
            inside.append("".join(fragment))
        code.append("".join(out))
        strings.append(inside)
    return code, strings


def directive(line):
    match = re.match(r"\s*#(if|elseif|else|endif)\b(.*)$", line)
    return (match.group(1), match.group(2).strip()) if match else (None, None)


def positive(condition, atom):
    """Whether `condition` (one #if/#elseif branch) holds only where `atom` does: it names `atom` not
    negated, and is not a disjunction that could hold without it."""
    if "||" in condition:
        return False
    return re.search(r"(?<!!)\b" + re.escape(atom), condition.replace(" ", "")) is not None


def check_file(path, text):
    problems = []
    lines = text.split("\n")
    code, strings = strip(lines)
    stack = []  # per open #if: [current branch condition, [earlier branch conditions]]

    def guarded(atom):
        for condition, earlier in stack:
            if condition is None:
                # An #else branch holds where every earlier branch failed: `#if !os(Linux) ... #else`.
                if len(earlier) == 1 and earlier[0].replace(" ", "") == "!" + atom:
                    return True
            elif positive(condition, atom):
                return True
        return False

    for number, line in enumerate(code, 1):
        kind, condition = directive(line)
        if kind == "if":
            stack.append([condition, []])
            continue
        if kind in ("elseif", "else"):
            if not stack:
                problems.append(f"{path}:{number}: #{kind} without #if")
                continue
            stack[-1][1].append(stack[-1][0] or "")
            stack[-1][0] = condition if kind == "elseif" else None
            continue
        if kind == "endif":
            if not stack:
                problems.append(f"{path}:{number}: #endif without #if")
            else:
                stack.pop()
            continue
        imported = re.match(r"\s*(?:@\w+\s+)*import\s+(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)", line)
        if imported and imported.group(1) in LIBC:
            module = imported.group(1)
            if not guarded(f"canImport({module})"):
                problems.append(f"{path}:{number}: `import {module}` outside `#if canImport({module})`")
            continue
        if guarded("os(Linux)"):
            continue
        for pattern, why in LINUX_ONLY:
            found = re.search(pattern, line)
            if found:
                problems.append(f"{path}:{number}: `{found.group(0)}` outside `#if os(Linux)`: {why}")
        if any(re.search(PROC[0], literal) for literal in strings[number - 1]):
            problems.append(f"{path}:{number}: `/proc` outside `#if os(Linux)`: {PROC[1]}")
    if stack:
        problems.append(f"{path}:{len(lines)}: #if without #endif")
    return problems


def swift_files(paths):
    for root in paths:
        if os.path.isfile(root):
            yield root
            continue
        for folder, dirs, files in os.walk(root):
            dirs[:] = sorted(d for d in dirs if d not in (".build", ".git"))
            for name in sorted(files):
                if name.endswith(".swift"):
                    yield os.path.join(folder, name)


# Planted snippets: (name, source, how many problems the checker must report).
SELF_TESTS = [
    ("unguarded import", "import Glibc\nlet x = 1\n", 1),
    ("guarded imports", "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Musl)\nimport Musl\n"
     "#elseif canImport(Darwin)\nimport Darwin\n#endif\n", 0),
    ("import under the wrong guard", "#if canImport(Darwin)\nimport Glibc\n#endif\n", 1),
    ("import under a negated guard", "#if !canImport(Glibc)\nimport Glibc\n#endif\n", 1),
    ("import in the else of its guard", "#if canImport(Glibc)\nlet a = 1\n#else\nimport Glibc\n#endif\n", 1),
    ("import in a disjunction", "#if canImport(Glibc) || os(macOS)\nimport Glibc\n#endif\n", 1),
    ("a guard closed before the import", "#if canImport(Glibc)\n#endif\nimport Glibc\n", 1),
    ("nested guard closed before the use",
     "#if os(Linux)\n#if DEBUG\nlet a = 1\n#endif\n#endif\nlet fd = epoll_create1(0)\n", 1),
    ("import Darwin unguarded", "@preconcurrency import Darwin\n", 1),
    ("import in a comment", "// import Glibc\n/* import Glibc\n /* nested */ import Glibc */\nlet a = 1\n", 0),
    ("directive in a comment", "/*\n#if os(Linux)\n*/\nlet fd = epoll_create1(0)\n/*\n#endif\n*/\n", 1),
    ("epoll in a comment or string", "// epoll_wait here\nlet s = \"epoll_wait\"\n", 0),
    ("epoll guarded", "#if os(Linux) && canImport(CLinuxShim)\nlet fd = epoll_create1(0)\n#endif\n", 0),
    ("epoll in the else of the Linux guard", "#if os(Linux)\nlet a = 1\n#else\nlet fd = epoll_create1(0)\n#endif\n", 1),
    ("epoll under canImport only", "#if canImport(CLinuxShim)\nlet fd = epoll_create1(0)\n#endif\n", 1),
    ("else of a negated Linux guard", "#if !os(Linux)\nlet a = 1\n#else\nlet fd = eventfd(0, 0)\n#endif\n", 0),
    ("pthread_t as an integer", "let id = UInt(pthread_self())\nlet j = UInt64( pthread_self() )\n", 2),
    ("pthread_t by bit pattern", "let id = UInt(bitPattern: pthread_self())\n", 0),
    ("glibc enum constant", "hints.ai_socktype = Int32(SOCK_STREAM.rawValue)\n", 1),
    ("MSG_NOSIGNAL unguarded", "send(fd, p, n, Int32(MSG_NOSIGNAL))\n", 1),
    ("/proc in a string", "let p = \"/proc/self/status\"\n", 1),
    ("/proc in a comment", "// reads /proc/self/status on Linux\n", 0),
    ("/proc guarded", "#if os(Linux)\nlet p = \"/proc/self/status\"\n#endif\n", 0),
    ("multi-line string", "let s = \"\"\"\n#if os(Linux)\nimport Glibc\n\"\"\"\nlet fd = epoll_create1(0)\n", 1),
    ("unbalanced #if", "#if os(Linux)\nlet a = 1\n", 1),
]


def self_test():
    failures = 0
    runs = [(name, expected, check_file(f"<{name}>", source)) for name, source, expected in SELF_TESTS]
    runs += [(name, expected, check_testable({"targets": targets}, planted_files(files)))
             for name, targets, files, expected in TESTABLE_SELF_TESTS]
    for name, expected, found in runs:
        if len(found) != expected:
            failures += 1
            print(f"self-test FAILED: {name}: expected {expected} problem(s), got {len(found)}", file=sys.stderr)
            for problem in found:
                print("    " + problem, file=sys.stderr)
    if failures:
        sys.exit(1)
    print(f"portability-check self-test: {len(SELF_TESTS) + len(TESTABLE_SELF_TESTS)} planted cases caught as expected")


def check_deployment_target(paths):
    """Synchronization's Mutex and Atomic exist from macOS 15 on: a package that uses them and says less
    compiles on Linux and fails on every Mac."""
    users = [path for path in swift_files(paths) if re.search(r"^\s*import\s+Synchronization\b",
                                                             open(path, encoding="utf-8").read(), re.M)]
    if not users or not os.path.exists("Package.swift"):
        return []
    manifest = open("Package.swift", encoding="utf-8").read()
    found = re.search(r"\.macOS\(\s*\.v(\d+)", manifest)
    if found and int(found.group(1)) >= 15:
        return []
    said = f".macOS(.v{found.group(1)})" if found else "no macOS version"
    return [f"Package.swift: says {said}, but {users[0]} (and {len(users) - 1} more) import Synchronization, "
            "whose Mutex and Atomic need macOS 15: declare platforms: [.macOS(.v15)]"]


TESTABLE = re.compile(r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*@testable\s+import\b")


def non_test_folders(manifest):
    """(folder, name) of each target of a `swift package dump-package` manifest that is not a test target."""
    for target in manifest["targets"]:
        if target["type"] == "test":
            continue
        default = "Plugins" if target["type"] == "plugin" else "Sources"
        yield (target.get("path") or f"{default}/{target['name']}").rstrip("/"), target["name"]


def check_testable(manifest, files_in):
    """`@testable import` in the files of non-test targets; `files_in(folder)` yields (path, text)."""
    problems = []
    for folder, name in non_test_folders(manifest):
        for path, text in files_in(folder):
            code, _ = strip(text.split("\n"))
            problems += [f"{path}:{number}: `@testable import` in target {name}, which is not a test target: "
                         "`swift build -c release` builds without -enable-testing and fails here (mark what it needs "
                         "`@_spi(Testing) public` and write `@_spi(Testing) import`)"
                         for number, line in enumerate(code, 1) if TESTABLE.match(line)]
    return problems


def files_on_disk(folder):
    for path in swift_files([folder] if os.path.isdir(folder) else []):
        with open(path, encoding="utf-8") as handle:
            yield path, handle.read()


def root_manifest():
    """Package.swift's targets, as SwiftPM reads them (--ignore-lock: a build running meanwhile holds .build)."""
    try:
        dumped = subprocess.run(["swift", "package", "--ignore-lock", "dump-package"], capture_output=True,
                                text=True, check=True)
    except (OSError, subprocess.CalledProcessError) as error:
        detail = getattr(error, "stderr", "") or str(error)
        return None, f"Package.swift: `swift package dump-package` failed, so its targets are unknown: {detail.strip()}"
    return json.loads(dumped.stdout), None


# Planted packages: (name, targets, files, how many problems check_testable must report).
TESTABLE_SELF_TESTS = [
    ("testable in a library", [{"name": "Lib", "type": "regular"}],
     {"Sources/Lib/a.swift": "@testable import HTTPServer\n"}, 1),
    ("testable in the support target at its own path",
     [{"name": "TestSupport", "type": "regular", "path": "Tests/TestSupport"}, {"name": "LibTests", "type": "test"}],
     {"Tests/TestSupport/a.swift": "import Foundation\n\n@testable import HTTPServer\n",
      "Tests/LibTests/b.swift": "@testable import HTTPServer\n"}, 1),
    ("testable in test targets only", [{"name": "LibTests", "type": "test"}, {"name": "Lib", "type": "regular"}],
     {"Tests/LibTests/a.swift": "@testable import Lib\n", "Sources/Lib/b.swift": "import Foundation\n"}, 0),
    ("testable after other attributes, in an executable and a plugin",
     [{"name": "tool", "type": "executable"}, {"name": "Gen", "type": "plugin"}],
     {"Sources/tool/main.swift": "@preconcurrency @testable  import Lib\n",
      "Plugins/Gen/p.swift": "@_spi(Testing) @testable import Lib\n"}, 2),
    ("SPI import, comments and strings", [{"name": "Lib", "type": "regular"}],
     {"Sources/Lib/a.swift": "@_spi(Testing) import HTTPServer\n// @testable import X\n"
      "/* @testable import X */\nlet s = \"@testable import X\"\n"}, 0),
    ("a folder that only starts like the target's", [{"name": "Lib", "type": "regular"}],
     {"Sources/LibTests/a.swift": "@testable import Lib\n"}, 0),
]


def planted_files(files):
    return lambda folder: [(path, text) for path, text in files.items() if path.startswith(folder + "/")]


def main(arguments):
    if arguments[:1] == ["--self-test"]:
        self_test()
        arguments = arguments[1:]
        if not arguments:
            return
    paths = arguments or ["Sources", "Plugins", "Benchmarks/Sources"]
    problems, count = [], 0
    for path in swift_files(paths):
        count += 1
        with open(path, encoding="utf-8") as handle:
            problems += check_file(path, handle.read())
    problems += check_deployment_target(paths)
    manifest, failure = root_manifest()
    problems += [failure] if failure else check_testable(manifest, files_on_disk)
    for problem in problems:
        print(problem)
    if problems:
        print(f"portability-check: {len(problems)} problem(s) in {count} Swift files", file=sys.stderr)
        sys.exit(1)
    print(f"portability-check: {count} Swift files build-portable, no `@testable import` outside test targets")


main(sys.argv[1:])
PYTHON
