"""Writes a small app whose names are hostile (issue 20): scene ids, classes, storyboard IDs and segue
identifiers that close an attribute and open a <script>, `&`, quotes, a newline with a workflow command, a
bidirectional override; and a storyboard named `Terms & Conditions`. Each script sets window.pwned, so a
browser test can tell whether any ran.
Usage: python3 Tests/Browser/make_hostile.py FOLDER"""
import os
import sys

NAMES = [
    'x"></a><script>window.pwned=1</script>',
    'y"><foreignObject><img src=x onerror="window.pwned=2"></foreignObject>',
    "Terms & Conditions",
    "say \"hi\" & 'bye'",
    "line\n::error file=forged.swift::forged",
    "rtl\u202etxt.exe",
]


def attribute(text):
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")
            .replace("\n", "&#10;"))


def storyboard(names):
    segues = "".join(f'<segue destination="{attribute(n)}" kind="show" identifier="{attribute(n)}" id="SEG-{i}"/>'
                     for i, n in enumerate(names))
    scenes = "".join(
        f'<scene sceneID="scene-{i}"><objects><viewController title="{attribute(n)}" '
        f'storyboardIdentifier="{attribute(n)}" id="{attribute(n)}" customClass="{attribute(n)}" '
        f'sceneMemberID="viewController"/></objects></scene>' for i, n in enumerate(names))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n'
            '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" '
            'toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="Start"><scenes>'
            '<scene sceneID="scene-start"><objects><viewController storyboardIdentifier="Start" id="Start" '
            f'customClass="StartViewController" sceneMemberID="viewController"><connections>{segues}'
            f'</connections></viewController></objects></scene>{scenes}</scenes></document>\n')


def main():
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "Terms & Conditions.storyboard"), "w", encoding="utf-8") as file:
        file.write(storyboard(NAMES))


if __name__ == "__main__":
    main()
