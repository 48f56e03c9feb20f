"""Hostile names in the drawing (issue 20), in a real browser: the `hostile` project's SVG opened on its own as
a file runs no script, the viewer draws it with every scene and no foreign element, and a malformed or
hostile SVG handed to the viewer gives a clear message instead of a null dereference."""
import os
import urllib.request

from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as seen
from selenium.webdriver.support.ui import WebDriverWait

from test_viewer import open_project

WAIT = 30
HOSTILE_SCENES = 7  # Start and the six names of Tests/Browser/make_hostile.py


def no_script_ran(browser):
    alert = None
    try:
        alert = browser.switch_to.alert.text
    except Exception:  # no alert is open: what we want
        pass
    return alert is None and browser.execute_script("return window.pwned === undefined")


def test_the_svg_opened_as_a_file_runs_no_script(browser, base_url, token, screenshots):
    request = urllib.request.Request(base_url + "/v1/projects/hostile/graph?format=svg",
                                     headers={"Authorization": "Bearer " + token})
    with urllib.request.urlopen(request) as response:
        assert response.status == 200
        svg = response.read()
    path = os.path.join(screenshots, "hostile.svg")
    with open(path, "wb") as file:
        file.write(svg)
    browser.get("file://" + path)
    WebDriverWait(browser, WAIT).until(lambda b: b.execute_script("return document.readyState") == "complete")
    assert no_script_ran(browser)
    assert browser.execute_script("return document.documentElement.localName") == "svg"
    assert browser.execute_script("return document.getElementsByTagName('script').length") == 0
    assert browser.execute_script("return document.getElementsByTagName('foreignObject').length") == 0
    assert browser.execute_script("return document.querySelectorAll('g.scene').length") == HOSTILE_SCENES
    browser.save_screenshot(os.path.join(screenshots, "hostile-svg-file.png"))


def test_the_viewer_draws_every_hostile_scene_and_nothing_else(browser, base_url, token, screenshots):
    log = open_project(browser, base_url, token, "hostile")
    assert [entry for entry in log if entry["level"] == "SEVERE"] == []
    assert no_script_ran(browser)
    drawn = browser.execute_script(
        "return [...document.querySelectorAll('#graph g.scene')].map((g) => g.dataset.scene)")
    assert len(drawn) == HOSTILE_SCENES
    assert "Terms & Conditions/Terms & Conditions" in drawn
    assert 'Terms & Conditions/x"></a><script>window.pwned=1</script>' in drawn
    assert browser.execute_script("return document.querySelectorAll('#graph script, #graph foreignObject').length") == 0
    browser.save_screenshot(os.path.join(screenshots, "hostile-viewer.png"))


def test_a_malformed_or_hostile_svg_gives_a_message(browser, base_url, token, screenshots):
    open_project(browser, base_url, token, "hostile")
    message = browser.execute_script(
        "showSVG('<svg xmlns=\"http://www.w3.org/2000/svg\"><g>Terms & Conditions</g>');"
        "return document.querySelector('#graph p.error').textContent")
    assert message.startswith("The graph drawing could not be shown")
    assert browser.find_element(By.ID, "status").text.startswith("The graph drawing could not be shown")
    browser.save_screenshot(os.path.join(screenshots, "hostile-malformed.png"))
    hostile = ('<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">'
               '<g class="scene" data-scene="a" onclick="window.pwned=3"><a xlink:href="javascript:window.pwned=4">'
               '<text>a</text></a></g><script>window.pwned=5</script>'
               '<foreignObject><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="window.pwned=6"/>'
               '</foreignObject></svg>')
    browser.execute_script("showSVG(arguments[0])", hostile)
    WebDriverWait(browser, WAIT).until(seen.presence_of_element_located((By.CSS_SELECTOR, "#graph svg g.scene")))
    assert browser.execute_script("return document.querySelectorAll('#graph script, #graph foreignObject').length") == 0
    assert browser.execute_script("return document.querySelector('#graph g.scene').hasAttribute('onclick')") is False
    assert browser.execute_script("return document.querySelector('#graph a').getAttribute('xlink:href')") is None
    browser.find_element(By.CSS_SELECTOR, "#graph g.scene text").click()
    assert no_script_ran(browser)
