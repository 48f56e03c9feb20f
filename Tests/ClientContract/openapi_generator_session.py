"""The README's session through a client that openapi-generator's `python` generator made from /openapi.json.

The second generator (session.py is openapi-python-client's): typed calls only, through the generated DefaultApi
and models. It gives an operation one request body type, so the XML goes to PUT .../source. Run by
scripts/client-contract.sh with GENERATORS including openapi-generator:

    python3 openapi_generator_session.py BASE_URL TOKEN EXAMPLES_DIR   (the package installed in the venv)
"""

import sys
from pathlib import Path

import navgraph_og
from navgraph_og.exceptions import ApiException
from navgraph_og.models import ProjectCreate

BASE, TOKEN, EXAMPLES = sys.argv[1], sys.argv[2], Path(sys.argv[3])
api = navgraph_og.DefaultApi(navgraph_og.ApiClient(navgraph_og.Configuration(host=BASE, access_token=TOKEN)))
results = {"passed": 0, "failed": 0}


def check(label, condition, detail=""):
    """Counts one expectation; a failure is printed with what was seen, and the session goes on."""
    results["passed" if condition else "failed"] += 1
    if not condition:
        print(f"FAILED: {label} {detail}".rstrip())


def refused(label, status, call):
    """A call the server refuses raises ApiException with its status and the Problem it sent."""
    try:
        call()
        check(f"{label}: refused", False, "it succeeded")
    except ApiException as error:
        check(f"{label}: status", error.status == status, repr(error.status))
        check(f"{label}: problem", '"detail"' in (error.body or ""), repr(error.body)[:200])


main_xml = (EXAMPLES / "Main.storyboard").read_bytes()
created = api.post_v1_projects_with_http_info(ProjectCreate(name="demo", module="DemoApp", platform="ios"))
check("create project", created.status_code == 201 and created.data.name == "demo", repr(created.status_code))
for name in ["Main", "Settings"]:
    put = api.put_v1_projects_by_project_storyboards_by_storyboard_source_with_http_info(
        "demo", name, (EXAMPLES / f"{name}.storyboard").read_bytes()
    )
    check(f"PUT {name} source", put.status_code == 201 and put.data.name == name, repr(put.status_code))
check("list", [s.name for s in api.get_v1_projects_by_project_storyboards("demo")] == ["Main", "Settings"])
check(
    "source byte for byte", api.get_v1_projects_by_project_storyboards_by_storyboard_source("demo", "Main") == main_xml
)
check(
    "scene",
    api.get_v1_projects_by_project_storyboards_by_storyboard_scenes_by_scene("demo", "Main", "Pro-VC-001").custom_class
    == "ProfileViewController",
)
lookup = api.get_v1_projects_by_project_lookup("demo", var_class="ProfileViewController").actual_instance
check("lookup", lookup.instantiation == "identifier" and lookup.storyboard == "Main", repr(lookup))
resolution = api.get_v1_projects_by_project_resolve("demo", var_from="HomeViewController", segue="showProfile")
check("resolve", resolution.content.custom_class == "ProfileViewController", repr(resolution.content))
check("graph.dot", api.get_v1_projects_by_project_graph_dot("demo").startswith("digraph"))
check("graph.svg", b"<svg" in api.get_v1_projects_by_project_graph_svg("demo"))
check("codegen scenes", "ProfileViewController" in api.get_v1_projects_by_project_codegen_scenes("demo"))
bundle = api.get_v1_projects_by_project_codegen_objc_backed("demo")
check("objc-backed bundle", any(f.name.endswith(".m") for f in bundle.files), repr([f.name for f in bundle.files]))
numbers = sorted(r.revision for r in api.get_v1_projects_by_project_revisions("demo"))
markdown = api.get_v1_projects_by_project_diff_markdown("demo", var_from=numbers[-2], to=numbers[-1])
check("diff.markdown", "Settings" in markdown, repr(markdown)[:200])
refused(
    "resolve a missing segue",
    404,
    lambda: api.get_v1_projects_by_project_resolve("demo", var_from="HomeViewController", segue="nope"),
)
check("DELETE project", api.delete_v1_projects_by_project_with_http_info("demo").status_code == 204)
refused("GET deleted project", 404, lambda: api.get_v1_projects_by_project("demo"))

print(f"openapi-generator client contract: {results['passed']} passed, {results['failed']} failed")
sys.exit(1 if results["failed"] else 0)
