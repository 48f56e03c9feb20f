// NavGraph web viewer: plain JavaScript, no outside requests. Every API call carries the token kept in this
// tab's sessionStorage; the page shell itself holds no data.
"use strict";

const tokenKey = "navgraph.token";
const state = { project: null, graph: null, nodes: new Map(), svg: null, fitBox: null, selected: null, code: new Map() };
const $ = (id) => document.getElementById(id);

class Unauthorized extends Error {}

function el(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = String(text);
  if (className) node.className = className;
  return node;
}

function setStatus(text) { $("status").textContent = text || ""; }

async function api(path, accept) {
  const headers = { Accept: accept || "application/json" };
  const token = sessionStorage.getItem(tokenKey);
  if (token) headers.Authorization = "Bearer " + token;
  const response = await fetch(path, { headers });
  if (response.status === 401) {
    askForToken(token ? "That token was not accepted." : "");
    throw new Unauthorized();
  }
  if (!response.ok) {
    let detail = response.status + " " + response.statusText;
    try { detail = (await response.json()).detail || detail; } catch (error) { /* not a problem document */ }
    throw new Error(detail);
  }
  return response;
}

function askForToken(message) {
  for (const id of ["projects", "graph", "panel", "diagnostics", "search-form", "route-form", "zoom-tools"]) $(id).hidden = true;
  $("token-form").hidden = false;
  $("token-error").textContent = message;
  $("token").focus();
}

function projectPath(name) { return "/v1/projects/" + encodeURIComponent(name); }

async function boot() {
  setStatus("");
  $("token-form").hidden = true;
  const match = location.pathname.match(/^\/projects\/([^/]+)$/);
  try {
    if (match) await openProject(decodeURIComponent(match[1]));
    else await listProjects();
  } catch (error) {
    if (!(error instanceof Unauthorized)) setStatus(error.message);
  }
}

async function listProjects() {
  const projects = await (await api("/v1/projects")).json();
  const list = $("project-list");
  list.replaceChildren();
  for (const project of projects) {
    const item = el("li");
    const link = el("a", project.name);
    link.href = "/projects/" + encodeURIComponent(project.name);
    item.append(link, el("span", " " + (project.platform || "") + (project.module ? " · " + project.module : "")));
    list.append(item);
  }
  if (projects.length === 0) list.append(el("li", "No project yet: import storyboards with `navgraph import` or PUT."));
  $("projects").hidden = false;
}

async function openProject(name) {
  state.project = name;
  $("project-title").textContent = name;
  document.title = name + " · NavGraph";
  const base = projectPath(name);
  const [graph, diagnostics] = await Promise.all([
    api(base + "/graph?format=json").then((r) => r.json()),
    api(base + "/diagnostics").then((r) => r.json()),
  ]);
  state.graph = graph;
  state.nodes.clear();
  for (const storyboard of graph.storyboards) {
    for (const node of storyboard.scenes) state.nodes.set(node.ref.storyboard + "/" + node.ref.scene, node);
  }
  for (const id of ["search-form", "route-form", "zoom-tools"]) $(id).hidden = false;
  showDiagnostics(diagnostics);
  $("graph").hidden = false;
  const svgText = await (await api(base + "/graph?format=svg", "image/svg+xml")).text();
  showSVG(svgText);
  let wanted = null;
  try { wanted = decodeURIComponent(location.hash.replace(/^#scene=/, "")); } catch (error) { /* a malformed link */ }
  if (location.hash.startsWith("#scene=") && state.nodes.has(wanted)) await selectScene(wanted);
}

// What Graphviz writes for a graph; anything else in a drawing is dropped before it reaches the page.
const SVG_ELEMENTS = new Set(["svg", "g", "title", "a", "polygon", "polyline", "path", "ellipse", "text", "defs",
  "linearGradient", "radialGradient", "stop"]);

// The drawing as an <svg> element safe to put in the page, or an Error saying what is wrong with it: not XML,
// not an SVG, no viewBox. Elements Graphviz does not write, event handlers and links other than #scene= are removed.
function parseSVG(text) {
  const parsed = new DOMParser().parseFromString(text, "image/svg+xml");
  const root = parsed.documentElement;
  const failure = parsed.getElementsByTagName("parsererror")[0];
  if (failure || !(root instanceof SVGSVGElement)) {
    const reason = failure ? failure.textContent.trim().split("\n")[0] : "it is not an SVG document";
    return new Error("The graph drawing could not be shown: " + reason);
  }
  for (const element of [...root.querySelectorAll("*")]) {
    if (!(element instanceof SVGElement) || !SVG_ELEMENTS.has(element.localName)) { element.remove(); continue; }
    for (const attribute of [...element.attributes]) {
      const name = attribute.localName.toLowerCase();
      const unsafeLink = name === "href" && !/^#scene=[A-Za-z0-9%._~\/-]*$/.test(attribute.value);
      if (name.startsWith("on") || unsafeLink) element.removeAttributeNode(attribute);
    }
  }
  const box = (root.getAttribute("viewBox") || "").split(/[\s,]+/).map(Number);
  if (box.length !== 4 || box.some((value) => !Number.isFinite(value))) {
    return new Error("The graph drawing could not be shown: it has no viewBox");
  }
  return root;
}

function showSVG(text) {
  const parsed = parseSVG(text);
  if (parsed instanceof Error) {
    state.svg = null;
    $("graph").replaceChildren(el("p", parsed.message, "error"));
    setStatus(parsed.message);
    return;
  }
  const svg = document.importNode(parsed, true);
  svg.removeAttribute("width");
  svg.removeAttribute("height");
  svg.setAttribute("preserveAspectRatio", "xMidYMid meet");
  state.svg = svg;
  state.fitBox = svg.getAttribute("viewBox").split(/[\s,]+/).map(Number);
  $("graph").replaceChildren(svg);
  svg.addEventListener("click", (event) => {
    const group = event.target.closest("g.scene");
    event.preventDefault();
    if (group && !state.dragged) selectScene(group.dataset.scene);
  });
}

// Pan (drag), zoom (wheel, buttons) and fit, by moving the SVG's viewBox.
function viewBox() { return state.svg.getAttribute("viewBox").split(/[\s,]+/).map(Number); }
function setViewBox(box) { state.svg.setAttribute("viewBox", box.join(" ")); }
function toGraph(clientX, clientY) {
  const point = state.svg.createSVGPoint();
  point.x = clientX;
  point.y = clientY;
  return point.matrixTransform(state.svg.getScreenCTM().inverse());
}
function zoom(factor, clientX, clientY) {
  if (!state.svg) return;
  const [x, y, w, h] = viewBox();
  const rect = state.svg.getBoundingClientRect();
  const center = toGraph(clientX ?? rect.left + rect.width / 2, clientY ?? rect.top + rect.height / 2);
  setViewBox([center.x - (center.x - x) * factor, center.y - (center.y - y) * factor, w * factor, h * factor]);
}
function fit() { if (state.svg) setViewBox(state.fitBox); }
function centerOn(group) {
  const rect = group.getBoundingClientRect();
  const middle = toGraph(rect.left + rect.width / 2, rect.top + rect.height / 2);
  const [, , w, h] = viewBox();
  setViewBox([middle.x - w / 2, middle.y - h / 2, w, h]);
}

function setupPanZoom() {
  const area = $("graph");
  let start = null;
  area.addEventListener("pointerdown", (event) => {
    if (!state.svg || event.button !== 0) return;
    start = { x: event.clientX, y: event.clientY, box: viewBox(), ctm: state.svg.getScreenCTM() };
    state.dragged = false;
  });
  area.addEventListener("pointermove", (event) => {
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!state.dragged && Math.hypot(dx, dy) < 4) return;
    state.dragged = true;
    area.classList.add("dragging");
    const [x, y, w, h] = start.box;
    setViewBox([x - dx / start.ctm.a, y - dy / start.ctm.d, w, h]);
  });
  const end = () => {
    start = null;
    area.classList.remove("dragging");
    setTimeout(() => { state.dragged = false; }, 0);
  };
  area.addEventListener("pointerup", end);
  area.addEventListener("pointerleave", end);
  area.addEventListener("wheel", (event) => {
    event.preventDefault();
    zoom(event.deltaY > 0 ? 1.15 : 1 / 1.15, event.clientX, event.clientY);
  }, { passive: false });
  $("zoom-in").addEventListener("click", () => zoom(1 / 1.3));
  $("zoom-out").addEventListener("click", () => zoom(1.3));
  $("zoom-fit").addEventListener("click", fit);
}

function sceneGroup(ref) { return state.svg ? state.svg.querySelector('g.scene[data-scene="' + CSS.escape(ref) + '"]') : null; }

function sceneLink(ref, text) {
  const link = el("a", text || ref, "scene-link");
  link.href = "#scene=" + encodeURIComponent(ref);
  link.addEventListener("click", (event) => { event.preventDefault(); selectScene(ref); });
  return link;
}

function refText(ref) { return ref ? ref.storyboard + "/" + (ref.scene || ref.id) : ""; }

async function selectScene(ref) {
  if (!state.project) return;
  for (const old of state.svg ? state.svg.querySelectorAll("g.selected") : []) old.classList.remove("selected");
  const group = sceneGroup(ref);
  if (group) {
    group.classList.add("selected");
    centerOn(group);
  }
  state.selected = ref;
  history.replaceState(null, "", "#scene=" + encodeURIComponent(ref));
  try {
    const panel = await (await api(projectPath(state.project) + "/inspect?scene=" + encodeURIComponent(ref))).json();
    showPanel(panel);
    await showCode();
  } catch (error) {
    if (!(error instanceof Unauthorized)) setStatus(error.message);
  }
}

function showPanel(panel) {
  const scene = panel.scene;
  const body = $("panel-body");
  body.replaceChildren();
  body.append(el("h2", scene.swiftType));
  const facts = el("dl");
  const add = (name, value) => { if (value !== undefined && value !== null && value !== "") facts.append(el("dt", name), el("dd", value)); };
  add("Class", scene.swiftType);
  add("Module", scene.module || "unknown");
  add("Kind", scene.kind);
  add("Storyboard", scene.storyboard);
  add("Scene ID", scene.scene);
  add("Storyboard ID", scene.identifier || "none");
  add("Initial", scene.initial ? "yes" : "no");
  body.append(facts, el("h3", "How code obtains it (" + scene.instantiation + ")"), el("div", scene.reason, "reason"));

  body.append(el("h3", "Outgoing segues (" + panel.outgoing.length + ")"));
  const out = el("ul");
  out.id = "panel-outgoing";
  for (const item of panel.outgoing) {
    const segue = item.segue;
    const line = el("li");
    line.append(el("span", segue.kind, "kind"), " " + (segue.identifier || segue.relationship || "(no identifier)") + " → ");
    if (segue.destination) line.append(sceneLink(refText(segue.destination)));
    else line.append(segue.unwindAction ? "unwind " + segue.unwindAction : "nothing (missing destination)");
    const resolution = item.resolution;
    if (resolution && resolution.content) {
      const receives = el("div", "", "receives");
      receives.append("prepare(for:) receives ", el("strong", resolution.content.swiftType));
      if (resolution.presented && resolution.presented.swiftType !== resolution.content.swiftType) {
        receives.append(" inside " + resolution.presented.swiftType);
      }
      line.append(receives);
    } else if (resolution && resolution.container) {
      line.append(el("div", "a " + resolution.container.scene.swiftType + " with " +
        resolution.container.children.map((child) => child.swiftType).join(", "), "receives"));
    }
    if (item.problem) line.append(el("div", item.problem, "error"));
    out.append(line);
  }
  body.append(out);

  body.append(el("h3", "Incoming segues (" + panel.incoming.length + ")"));
  const incoming = el("ul");
  for (const segue of panel.incoming) {
    const line = el("li");
    line.append(el("span", segue.kind, "kind"), " " + (segue.identifier || segue.relationship || "") + " from ", sceneLink(refText(segue.source)));
    incoming.append(line);
  }
  body.append(incoming);

  codeSection(body, "Reached from code", "panel-code-incoming", panel.codeIncoming || [], (call) => [" from " + call.from]);
  codeSection(body, "Shows in code", "panel-code-outgoing", panel.codeOutgoing || [], (call) => [" " + codeTarget(call.to)]);

  body.append(el("h3", "Diagnostics (" + panel.diagnostics.length + ")"));
  const problems = el("ul");
  for (const diagnostic of panel.diagnostics) problems.append(diagnosticItem(diagnostic, false));
  body.append(problems);
  $("panel").hidden = false;
}

// A list of navigation calls in code (push, present, performSegue...), each with where it is written; shown only
// when the project's code navigation facts hold one.
function codeSection(body, title, id, calls, describe) {
  if (calls.length === 0) return;
  body.append(el("h3", title + " (" + calls.length + ")"));
  const list = el("ul");
  list.id = id;
  for (const call of calls) {
    const line = el("li");
    line.append(el("span", call.kind, "kind"), ...describe(call), " at ", el("code", call.location.file + ":" + call.location.line));
    if (call.containers && call.containers.length) line.append(" in " + call.containers.join(" in "));
    list.append(line);
  }
  body.append(list);
}

// What a call in code shows, as written: a storyboard scene, an initial scene, a class or a segue.
function codeTarget(to) {
  switch (to.kind) {
    case "scene": return (to.storyboard ? to.storyboard + "/" : "") + to.identifier;
    case "initialScene": return "the initial scene of " + (to.storyboard || "its own storyboard");
    case "segue": return "segue " + to.identifier;
    default: return to.className;
  }
}

async function showCode() {
  const style = $("code-style").value;
  const target = $("panel-code");
  if (!state.selected) return;
  let text = state.code.get(style);
  if (text === undefined) {
    const response = await api(projectPath(state.project) + "/codegen/" + encodeURIComponent(style), "text/x-swift, application/json");
    if ((response.headers.get("Content-Type") || "").startsWith("application/json")) {
      const bundle = await response.json();
      text = bundle.files.map((file) => "// File: " + file.name + "\n" + file.contents).join("\n");
    } else {
      text = await response.text();
    }
    state.code.set(style, text);
  }
  const node = state.nodes.get(state.selected);
  const terms = [];
  if (node) {
    if (!/^(UI|NS)[A-Z]/.test(node.swiftType)) terms.push(node.swiftType);
    if (node.storyboardIdentifier) terms.push('"' + node.storyboardIdentifier + '"');
  }
  target.textContent = excerpt(text, terms) || "No line of the " + style + " code names this scene (no custom class or storyboard ID).";
}

// The lines of `text` that mention any of `terms`, with two lines around each, gaps marked.
function excerpt(text, terms) {
  if (terms.length === 0) return "";
  const lines = text.split("\n");
  const keep = new Set();
  lines.forEach((line, index) => {
    if (terms.some((term) => line.includes(term))) for (let i = index - 2; i <= index + 2; i++) keep.add(i);
  });
  const out = [];
  let last = -2;
  for (let index = 0; index < lines.length; index++) {
    if (!keep.has(index)) continue;
    if (index !== last + 1 && out.length) out.push("…");
    out.push(lines[index]);
    last = index;
  }
  return out.join("\n");
}

function diagnosticItem(diagnostic, withLink) {
  const item = el("li");
  item.append(el("span", diagnostic.severity, "sev-" + diagnostic.severity), " " + diagnostic.code + ": ");
  if (withLink && diagnostic.sceneID) {
    item.append(sceneLink(diagnostic.storyboard + "/" + diagnostic.sceneID), " ");
  }
  item.append(diagnostic.message);
  return item;
}

function showDiagnostics(report) {
  $("diagnostics-title").textContent = "Diagnostics: " + report.errorCount + " errors, " + report.warningCount + " warnings";
  const list = $("diagnostic-list");
  list.replaceChildren(...report.diagnostics.map((diagnostic) => diagnosticItem(diagnostic, true)));
  $("diagnostics").hidden = false;
}

function search(query) {
  const results = $("search-results");
  results.replaceChildren();
  for (const old of state.svg ? state.svg.querySelectorAll("g.match") : []) old.classList.remove("match");
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const found = [];
  for (const [ref, node] of state.nodes) {
    if (node.kind === "reference") continue;
    const haystacks = [node.swiftType, node.storyboardIdentifier || ""].map((text) => text.toLowerCase());
    if (haystacks.some((text) => text.includes(needle))) found.push(ref);
  }
  for (const ref of found.slice(0, 50)) {
    const node = state.nodes.get(ref);
    const item = el("li", node.swiftType + (node.storyboardIdentifier ? "  ·  ID " + node.storyboardIdentifier : "") + "  ·  " + ref);
    item.tabIndex = 0;
    item.dataset.scene = ref;
    item.addEventListener("click", () => { results.replaceChildren(); selectScene(ref); });
    results.append(item);
    const group = sceneGroup(ref);
    if (group) group.classList.add("match");
  }
  if (found.length === 0) results.append(el("li", "No scene matches “" + query + "”"));
  return found;
}

function clearRoute() {
  for (const old of state.svg ? state.svg.querySelectorAll(".route") : []) old.classList.remove("route");
}

async function showRoute(from, to) {
  clearRoute();
  setStatus("");
  try {
    const query = "?from=" + encodeURIComponent(from) + "&to=" + encodeURIComponent(to);
    const route = await (await api(projectPath(state.project) + "/routes" + query)).json();
    const mark = (selector) => { const found = state.svg.querySelector(selector); if (found) found.classList.add("route"); };
    for (const hop of route.hops) {
      mark('g.scene[data-scene="' + CSS.escape(refText(hop.from)) + '"]');
      mark('g.scene[data-scene="' + CSS.escape(refText(hop.to)) + '"]');
      if (hop.segueID) mark("#" + CSS.escape("segue:" + hop.from.storyboard + "/" + hop.segueID));
      if (hop.step === "reference") mark("#" + CSS.escape("reference:" + refText(hop.from)));
    }
    setStatus("");
    $("status").textContent = "";
  } catch (error) {
    if (!(error instanceof Unauthorized)) setStatus("No route: " + error.message);
  }
}

document.addEventListener("DOMContentLoaded", () => {
  $("token-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const value = $("token").value.trim();
    if (!value) return;
    sessionStorage.setItem(tokenKey, value);
    $("token").value = "";
    boot();
  });
  $("search-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const found = search($("search").value);
    if (found.length) { $("search-results").replaceChildren(); selectScene(found[0]); }
  });
  $("search").addEventListener("input", () => search($("search").value));
  $("route-form").addEventListener("submit", (event) => {
    event.preventDefault();
    showRoute($("route-from").value.trim(), $("route-to").value.trim());
  });
  $("route-clear").addEventListener("click", clearRoute);
  $("panel-close").addEventListener("click", () => { $("panel").hidden = true; state.selected = null; });
  $("code-style").addEventListener("change", () => showCode().catch((error) => setStatus(error.message)));
  setupPanZoom();
  boot();
});
