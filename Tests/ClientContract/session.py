"""The README's curl session replayed through a client that openapi-python-client generated from /openapi.json.

Typed calls only: every request goes through a generated operation and every answer is read as the generated
models (or the str or File the document says); nothing here builds a URL or parses JSON itself. Run by
scripts/client-contract.sh, which starts the server and generates the package first:

    python3 session.py BASE_URL TOKEN GENERATED_DIR EXAMPLES_DIR
"""

import importlib
import io
import sys
from http import HTTPStatus
from pathlib import Path

BASE, TOKEN, GENERATED, EXAMPLES = sys.argv[1], sys.argv[2], Path(sys.argv[3]), Path(sys.argv[4])
sys.path.insert(0, str(GENERATED))

# The generated package, imported once its folder is on the path.
from navgraph_client import AuthenticatedClient, models  # noqa: E402
from navgraph_client.types import File  # noqa: E402

passed = 0
failed = 0


def check(label, condition, detail=""):
    """Counts one expectation; a failure is printed with what was seen, and the session goes on."""
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"FAILED: {label} {detail}".rstrip())


def operation(name):
    """The generated module of one operation (api/default/<operationId in snake case>.py)."""
    return importlib.import_module(f"navgraph_client.api.default.{name}")


def call(name, *args, **kwargs):
    """The detailed answer of a typed call: status, headers, the raw bytes and the parsed value."""
    return operation(name).sync_detailed(*args, client=client, **kwargs)


def expect_status(label, response, status):
    check(
        f"{label}: status",
        response.status_code == status,
        f"{response.status_code} != {status}: {response.content[:300]!r}",
    )


def expect_problem(label, response, status):
    """An error is parsed as the generated Problem model (RFC 9457), with the status the server sent."""
    expect_status(label, response, status)
    problem = response.parsed
    check(f"{label}: a Problem", isinstance(problem, models.Problem), repr(problem))
    if isinstance(problem, models.Problem):
        check(f"{label}: problem status", problem.status == status, repr(problem.status))
        check(f"{label}: problem detail", bool(problem.detail), repr(problem.detail))
    return problem


client = AuthenticatedClient(base_url=BASE, token=TOKEN, raise_on_unexpected_status=True)
main_xml = (EXAMPLES / "Main.storyboard").read_bytes()
settings_xml = (EXAMPLES / "Settings.storyboard").read_bytes()

# Create a project.
created = call(
    "post_v1_projects",
    body=models.ProjectCreate(name="demo", module="DemoApp", platform=models.ProjectCreatePlatformType0.IOS),
)
expect_status("create project", created, HTTPStatus.CREATED)
check("create project: Project", isinstance(created.parsed, models.Project), repr(created.parsed))
check("create project: name", getattr(created.parsed, "name", None) == "demo")
check("create project: Location", created.headers.get("Location") == "/v1/projects/demo", repr(created.headers))

# Store storyboards exactly as Xcode wrote them: XML uploads.
# Main through the storyboard's PUT (XML or JSON model), Settings through .../source (the XML alone).
stored = {}
for name, xml, put_operation in [
    ("Main", main_xml, "put_v1_projects_by_project_storyboards_by_storyboard"),
    ("Settings", settings_xml, "put_v1_projects_by_project_storyboards_by_storyboard_source"),
]:
    put = call(
        put_operation,
        "demo",
        name,
        body=File(payload=io.BytesIO(xml), file_name=f"{name}.storyboard", mime_type="application/xml"),
    )
    expect_status(f"PUT {name}", put, HTTPStatus.CREATED)
    summary = put.parsed
    check(f"PUT {name}: StoryboardSummary", isinstance(summary, models.StoryboardSummary), repr(summary))
    check(f"PUT {name}: name", getattr(summary, "name", None) == name)
    stored[name] = put
check("PUT Main: scenes counted", getattr(stored["Main"].parsed, "scene_count", 0) > 0)
check("PUT Main: ETag", stored["Main"].headers.get("ETag", "").startswith('"r'), repr(stored["Main"].headers))

# An upload that is not a storyboard changes nothing and says where it failed.
bad = call(
    "put_v1_projects_by_project_storyboards_by_storyboard",
    "demo",
    "Broken",
    body=File(payload=io.BytesIO(b"<document><scenes>"), file_name="Broken.storyboard"),
)
problem = expect_problem("PUT broken XML", bad, HTTPStatus.UNPROCESSABLE_ENTITY)
check("PUT broken XML: line", isinstance(getattr(problem, "line", None), int), repr(problem))

# Read them back: the list, the JSON model, the original XML byte for byte.
listed = call("get_v1_projects_by_project_storyboards", "demo")
expect_status("list storyboards", listed, HTTPStatus.OK)
check("list storyboards: names", [s.name for s in listed.parsed or []] == ["Main", "Settings"], repr(listed.parsed))

model = call("get_v1_projects_by_project_storyboards_by_storyboard", "demo", "Main")
expect_status("GET Main", model, HTTPStatus.OK)
check("GET Main: Storyboard", isinstance(model.parsed, models.Storyboard), repr(model.parsed))
scene_ids = {scene.id for scene in getattr(model.parsed, "scenes", [])}
check("GET Main: scenes", "Pro-VC-001" in scene_ids, repr(scene_ids))

source = call("get_v1_projects_by_project_storyboards_by_storyboard_source", "demo", "Main")
expect_status("GET Main source", source, HTTPStatus.OK)
check("GET Main source: File", isinstance(source.parsed, File), repr(source.parsed))
if isinstance(source.parsed, File):
    check("GET Main source: byte for byte", source.parsed.payload.read() == main_xml)
check("GET Main source: XML", source.headers.get("Content-Type", "").startswith("application/xml"))

# One scene by its Interface Builder id.
scene = call("get_v1_projects_by_project_storyboards_by_storyboard_scenes_by_scene", "demo", "Main", "Pro-VC-001")
expect_status("GET scene", scene, HTTPStatus.OK)
check("GET scene: Scene", isinstance(scene.parsed, models.Scene), repr(scene.parsed))
check("GET scene: class", getattr(scene.parsed, "custom_class", None) == "ProfileViewController")

# Typed lookup.
lookup = call("get_v1_projects_by_project_lookup", "demo", class_="ProfileViewController")
expect_status("lookup", lookup, HTTPStatus.OK)
check("lookup: Lookup", isinstance(lookup.parsed, models.Lookup), repr(lookup.parsed))
check("lookup: by identifier", str(getattr(lookup.parsed, "instantiation", "")) == "identifier", repr(lookup.parsed))
check("lookup: storyboard", getattr(lookup.parsed, "storyboard", None) == "Main")

# Segue resolution, through the navigation controller and through the storyboard reference.
profile = call("get_v1_projects_by_project_resolve", "demo", from_="HomeViewController", segue="showProfile")
expect_status("resolve showProfile", profile, HTTPStatus.OK)
check("resolve showProfile: Resolution", isinstance(profile.parsed, models.Resolution), repr(profile.parsed))
content = getattr(profile.parsed, "content", None)
check("resolve showProfile: content", getattr(content, "custom_class", None) == "ProfileViewController", repr(content))
settings = call("get_v1_projects_by_project_resolve", "demo", from_="HomeViewController", segue="showSettings")
expect_status("resolve showSettings", settings, HTTPStatus.OK)
via = [step.step for step in getattr(settings.parsed, "via", [])]
check("resolve showSettings: through the reference", len(via) > 0, repr(via))
missing = call("get_v1_projects_by_project_resolve", "demo", from_="HomeViewController", segue="noSuchSegue")
expect_problem("resolve a missing segue", missing, HTTPStatus.NOT_FOUND)

# The shortest chain of segues.
route = call("get_v1_projects_by_project_routes", "demo", from_="HomeViewController", to="AccountViewController")
expect_status("routes", route, HTTPStatus.OK)
check("routes: Route", isinstance(route.parsed, models.Route), repr(route.parsed))
check("routes: hops", len(getattr(route.parsed, "hops", [])) > 0)

# Problems found.
diagnostics = call("get_v1_projects_by_project_diagnostics", "demo")
expect_status("diagnostics", diagnostics, HTTPStatus.OK)
check("diagnostics: Diagnostics", isinstance(diagnostics.parsed, models.Diagnostics), repr(diagnostics.parsed))
check(
    "diagnostics: counts",
    getattr(diagnostics.parsed, "error_count", -1) + getattr(diagnostics.parsed, "warning_count", -1)
    == len(getattr(diagnostics.parsed, "diagnostics", [])),
)

# The whole graph: DOT for Graphviz, Mermaid, SVG drawn by Graphviz, and the JSON model.
dot = call("get_v1_projects_by_project_graph_dot", "demo")
expect_status("graph.dot", dot, HTTPStatus.OK)
check("graph.dot: text", isinstance(dot.parsed, str) and dot.parsed.startswith("digraph"), repr(dot.parsed)[:200])
check("graph.dot: every storyboard", isinstance(dot.parsed, str) and "Settings" in dot.parsed)
mermaid = call("get_v1_projects_by_project_graph_mermaid", "demo")
expect_status("graph.mermaid", mermaid, HTTPStatus.OK)
check(
    "graph.mermaid: flowchart",
    isinstance(mermaid.parsed, str) and "flowchart" in mermaid.parsed,
    repr(mermaid.parsed)[:200],
)
svg = call("get_v1_projects_by_project_graph_svg", "demo")
expect_status("graph.svg", svg, HTTPStatus.OK)
check("graph.svg: File", isinstance(svg.parsed, File), repr(svg.parsed))
if isinstance(svg.parsed, File):
    check("graph.svg: an SVG", b"<svg" in svg.parsed.payload.read())
graph = call("get_v1_projects_by_project_graph_json", "demo")
expect_status("graph.json", graph, HTTPStatus.OK)
check("graph.json: Graph", isinstance(graph.parsed, models.Graph), repr(graph.parsed)[:200])

# Type-safe code: two Swift styles as text, objc-backed as its bundle of files.
scenes = call("get_v1_projects_by_project_codegen_scenes", "demo")
expect_status("codegen scenes", scenes, HTTPStatus.OK)
check("codegen scenes: Swift", isinstance(scenes.parsed, str) and "ProfileViewController" in scenes.parsed)
check("codegen scenes: text/x-swift", scenes.headers.get("Content-Type", "").startswith("text/x-swift"))
segues = call(
    "get_v1_projects_by_project_codegen_segues", "demo", access=models.GetV1ProjectsByProjectCodegenSeguesAccess.PUBLIC
)
expect_status("codegen segues", segues, HTTPStatus.OK)
check("codegen segues: public", isinstance(segues.parsed, str) and "public " in segues.parsed)
bundle = call("get_v1_projects_by_project_codegen_objc_backed", "demo")
expect_status("codegen objc-backed", bundle, HTTPStatus.OK)
check("codegen objc-backed: CodeBundle", isinstance(bundle.parsed, models.CodeBundle), repr(bundle.parsed)[:200])
names = sorted(file.name for file in getattr(bundle.parsed, "files", []))
check(
    "codegen objc-backed: .h and .m",
    any(n.endswith(".h") for n in names) and any(n.endswith(".m") for n in names),
    repr(names),
)

# The history: what the second storyboard changed, as Markdown for a review and as JSON.
revisions = call("get_v1_projects_by_project_revisions", "demo")
expect_status("revisions", revisions, HTTPStatus.OK)
numbers = sorted(r.revision for r in revisions.parsed or [])
check("revisions: one per write", len(numbers) >= 3, repr(numbers))
if len(numbers) >= 2:
    before, after = str(numbers[-2]), str(numbers[-1])
    markdown = call("get_v1_projects_by_project_diff_markdown", "demo", from_=before, to=after)
    expect_status("diff.markdown", markdown, HTTPStatus.OK)
    check(
        "diff.markdown: text",
        isinstance(markdown.parsed, str) and "Settings" in markdown.parsed,
        repr(markdown.parsed)[:300],
    )
    diff = call("get_v1_projects_by_project_diff_json", "demo", from_=before, to=after)
    expect_status("diff.json", diff, HTTPStatus.OK)
    check("diff.json: Diff", isinstance(diff.parsed, models.Diff), repr(diff.parsed)[:200])
    changes = [c for b in getattr(diff.parsed, "bundles", []) for c in b.changes]
    added = [
        c for c in changes if c.storyboard == "Settings" and str(c.kind) == "added" and str(c.subject) == "storyboard"
    ]
    check("diff.json: Settings added", len(added) == 1, repr(changes)[:300])

# Deletes: a stale If-Match changes nothing (412), the current one deletes (204), then the reads are 404s.
stale = call("delete_v1_projects_by_project_storyboards_by_storyboard", "demo", "Settings", if_match='"r999"')
expect_problem("DELETE Settings with a stale If-Match", stale, HTTPStatus.PRECONDITION_FAILED)
current = stored["Settings"].headers.get("ETag", "")
deleted = call("delete_v1_projects_by_project_storyboards_by_storyboard", "demo", "Settings", if_match=current)
expect_status("DELETE Settings", deleted, HTTPStatus.NO_CONTENT)
gone = call("get_v1_projects_by_project_storyboards_by_storyboard", "demo", "Settings")
expect_problem("GET deleted Settings", gone, HTTPStatus.NOT_FOUND)
removed = call("delete_v1_projects_by_project", "demo")
expect_status("DELETE project", removed, HTTPStatus.NO_CONTENT)
expect_problem("GET deleted project", call("get_v1_projects_by_project", "demo"), HTTPStatus.NOT_FOUND)
left = call("get_v1_projects")
expect_status("list projects", left, HTTPStatus.OK)
check("list projects: empty", left.parsed == [], repr(left.parsed))

print(f"client contract: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
