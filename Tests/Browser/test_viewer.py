"""The web viewer in a real browser, against a live `navgraph serve` holding the README's examples/ (`demo`)
and a generated 300-scene app (`big`). Expected values come from reading examples/*.storyboard."""
import os

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support import expected_conditions as seen
from selenium.webdriver.support.ui import WebDriverWait

WAIT = 30


def wait(browser):
    return WebDriverWait(browser, WAIT)


def open_project(browser, base_url, token, project):
    """Opens the project with the token already in this tab's session storage; returns its browser log."""
    browser.get(base_url + "/")
    browser.execute_script("sessionStorage.setItem('navgraph.token', arguments[0])", token)
    browser.get_log("browser")  # drop what the token-less first load logged (its 401)
    browser.get(base_url + "/projects/" + project)
    wait(browser).until(seen.presence_of_element_located((By.CSS_SELECTOR, "#graph svg g.scene")))
    return browser.get_log("browser")


def scene(browser, ref):
    return browser.find_element(By.CSS_SELECTOR, f'#graph g.scene[data-scene="{ref}"]')


def click_scene(browser, ref):
    # The label's text is what a user clicks; the SVG group itself has no box of its own.
    scene(browser, ref).find_element(By.CSS_SELECTOR, "text").click()


def panel_title(browser):
    wait(browser).until(seen.visibility_of_element_located((By.CSS_SELECTOR, "#panel h2")))
    return browser.find_element(By.CSS_SELECTOR, "#panel h2").text


def test_token_prompt_guards_the_page(browser, base_url, token, screenshots):
    browser.get(base_url + "/projects/demo")
    form = wait(browser).until(seen.visibility_of_element_located((By.ID, "token-form")))
    assert not browser.find_element(By.ID, "graph").is_displayed()
    assert browser.find_elements(By.CSS_SELECTOR, "#graph svg") == []
    browser.save_screenshot(os.path.join(screenshots, "token-prompt.png"))
    browser.find_element(By.ID, "token").send_keys("not-the-token", Keys.ENTER)
    wait(browser).until(seen.text_to_be_present_in_element((By.ID, "token-error"), "not accepted"))
    assert browser.find_elements(By.CSS_SELECTOR, "#graph svg") == []
    browser.find_element(By.ID, "token").send_keys(token, Keys.ENTER)
    wait(browser).until(seen.presence_of_element_located((By.CSS_SELECTOR, "#graph svg g.scene")))
    assert not form.is_displayed()
    assert browser.execute_script("return sessionStorage.getItem('navgraph.token')") == token


def test_page_loads_with_no_console_errors(browser, base_url, token, screenshots):
    log = open_project(browser, base_url, token, "demo")
    errors = [entry for entry in log if entry["level"] == "SEVERE"]
    assert errors == []
    # Every scene of examples/ is drawn: 5 in Main (2 navigation controllers, Home, Profile, a reference),
    # 2 in Settings.
    assert len(browser.find_elements(By.CSS_SELECTOR, "#graph g.scene")) == 7
    assert len(browser.find_elements(By.CSS_SELECTOR, "#graph g.cluster.storyboard")) == 2
    assert len(browser.find_elements(By.CSS_SELECTOR, "#graph g.cluster.navigation")) == 2
    browser.find_element(By.ID, "zoom-in").click()
    browser.find_element(By.ID, "zoom-fit").click()
    browser.save_screenshot(os.path.join(screenshots, "graph.png"))
    assert [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"] == []


def test_search_finds_a_scene(browser, base_url, token):
    open_project(browser, base_url, token, "demo")
    box = browser.find_element(By.ID, "search")
    box.send_keys("account")
    results = wait(browser).until(seen.visibility_of_element_located((By.CSS_SELECTOR, "#search-results li")))
    assert "AccountViewController" in results.text
    assert "Settings/Acc-VC-001" in results.text
    # By storyboard ID too.
    box.clear()
    box.send_keys("ProfileNavigation")
    wait(browser).until(seen.text_to_be_present_in_element((By.ID, "search-results"), "Main/Nav-Prof-01"))
    box.send_keys(Keys.ENTER)
    assert panel_title(browser) == "UINavigationController"
    assert "selected" in scene(browser, "Main/Nav-Prof-01").get_attribute("class")


def test_clicking_a_node_opens_its_panel_with_resolved_segues(browser, base_url, token, screenshots):
    open_project(browser, base_url, token, "demo")
    click_scene(browser, "Main/Hom-VC-001")
    assert panel_title(browser) == "HomeViewController"
    panel = browser.find_element(By.ID, "panel").text
    assert "Storyboard ID\nHome" in panel
    assert 'instantiateViewController(withIdentifier: "Home")' in panel
    outgoing = browser.find_element(By.ID, "panel-outgoing").text
    # showProfile presents a navigation controller whose root is ProfileViewController.
    assert "showProfile" in outgoing
    assert "prepare(for:) receives ProfileViewController inside UINavigationController" in outgoing
    # showSettings goes through the storyboard reference to Settings' initial scene.
    assert "prepare(for:) receives SettingsViewController" in outgoing
    code = wait(browser).until(lambda driver: driver.find_element(By.ID, "panel-code").text)
    assert "HomeViewController" in code
    browser.save_screenshot(os.path.join(screenshots, "scene-panel.png"))


def test_a_route_is_highlighted(browser, base_url, token, screenshots):
    open_project(browser, base_url, token, "demo")
    browser.find_element(By.ID, "route-from").send_keys("HomeViewController")
    browser.find_element(By.ID, "route-to").send_keys("AccountViewController", Keys.ENTER)
    wait(browser).until(seen.presence_of_element_located((By.CSS_SELECTOR, "#graph .route")))
    on_route = {element.get_attribute("data-scene") or element.get_attribute("id")
                for element in browser.find_elements(By.CSS_SELECTOR, "#graph .route")}
    assert {"Main/Hom-VC-001", "Main/Ref-Set-001", "Settings/Set-VC-001", "Settings/Acc-VC-001"} <= on_route
    assert "segue:Main/Seg-Set-01" in on_route
    assert "Main/Pro-VC-001" not in on_route
    browser.save_screenshot(os.path.join(screenshots, "route.png"))
    browser.find_element(By.ID, "route-clear").click()
    assert browser.find_elements(By.CSS_SELECTOR, "#graph .route") == []


def test_larger_project_search_and_diagnostics_link_to_scenes(browser, base_url, token, screenshots):
    log = open_project(browser, base_url, token, "big")
    assert [entry for entry in log if entry["level"] == "SEVERE"] == []
    assert len(browser.find_elements(By.CSS_SELECTOR, "#graph g.scene")) == 300
    box = browser.find_element(By.ID, "search")
    box.send_keys("S3Scene15", Keys.ENTER)
    assert panel_title(browser) == "S3Scene15ViewController"
    # Each storyboard's orphan is unreachable: drawn greyed, and its diagnostic links to it.
    assert "unreachable" in scene(browser, "S4/S4-O").get_attribute("class")
    link = browser.find_element(By.CSS_SELECTOR, '#diagnostic-list a[href="#scene=S4%2FS4-O"]')
    link.click()
    wait(browser).until(seen.text_to_be_present_in_element((By.CSS_SELECTOR, "#panel h2"), "S4OrphanViewController"))
    assert "unreachable-scene" in browser.find_element(By.ID, "panel").text
    browser.save_screenshot(os.path.join(screenshots, "big.png"))


def test_navigation_in_code_is_drawn_and_listed_with_its_file_and_line(browser, base_url, token, screenshots):
    # Project `mixed`: the examples, plus Tests/Browser/code_navigation.json (a push in code from Home to Account,
    # a coordinator presenting a class no storyboard has).
    log = open_project(browser, base_url, token, "mixed")
    assert [entry for entry in log if entry["level"] == "SEVERE"] == []
    drawn = browser.find_element(By.ID, "graph")
    edges = drawn.find_elements(By.CSS_SELECTOR, "g.edge.code")
    assert len(edges) == 2
    labels = " ".join(edge.text for edge in edges)
    assert "push HomeViewController.swift:12" in labels
    assert "LegalViewController" in drawn.text
    click_scene(browser, "Main/Hom-VC-001")
    assert panel_title(browser) == "HomeViewController"
    shows = browser.find_element(By.ID, "panel-code-outgoing").text
    assert shows == "push Settings/Account at App/HomeViewController.swift:12"
    open_project(browser, base_url, token, "mixed")  # afresh: a selected scene is zoomed to
    click_scene(browser, "Settings/Acc-VC-001")
    assert panel_title(browser) == "AccountViewController"
    reached = browser.find_element(By.ID, "panel-code-incoming").text
    assert reached == "push from HomeViewController at App/HomeViewController.swift:12"
    browser.save_screenshot(os.path.join(screenshots, "code-navigation.png"))
