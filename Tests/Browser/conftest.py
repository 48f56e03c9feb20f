"""Selenium fixtures for the viewer tests: Debian's headless Chromium against the server that
scripts/browser-test.sh started (NAVGRAPH_URL, NAVGRAPH_TOKEN)."""
import os
import shutil

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service


@pytest.fixture(scope="session")
def base_url():
    url = os.environ.get("NAVGRAPH_URL")
    if not url:
        pytest.fail("NAVGRAPH_URL is not set: run scripts/browser-test.sh")
    return url


@pytest.fixture(scope="session")
def token():
    return os.environ["NAVGRAPH_TOKEN"]


@pytest.fixture(scope="session")
def screenshots():
    folder = os.environ.get("SCREENSHOTS") or "/tmp/navgraph-screenshots"
    os.makedirs(folder, exist_ok=True)
    return folder


@pytest.fixture
def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1440,900",
                     "--disable-dev-shm-usage"]:
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    service = Service(shutil.which("chromedriver") or "/usr/bin/chromedriver")
    driver = webdriver.Chrome(options=options, service=service)
    yield driver
    driver.quit()
