"""Writes a generated app of STORYBOARDS x SCENES scenes as .storyboard files (the browser tests' larger
fixture and the SVG benchmark's 1,000-scene project): each storyboard a navigation controller, a chain of
`show` segues, a modal every tenth scene, some scenes with a storyboard ID, a reference to the next
storyboard, and one orphan scene (unreachable)."""
import os
import sys


def storyboard(index, count, storyboards):
    scenes = []
    def vc(sid, cls, body="", ident=None, kind="viewController", extra=""):
        ident_attr = f' storyboardIdentifier="{ident}"' if ident else ""
        return (f'<scene sceneID="sc-{sid}"><objects><{kind} id="{sid}"{ident_attr} customClass="{cls}" '
                f'customModuleProvider="target" sceneMemberID="viewController"{extra}>'
                f'<connections>{body}</connections></{kind}></objects></scene>')
    prefix = f"S{index}"
    root = f"{prefix}-V1"
    scenes.append(f'<scene sceneID="sc-{prefix}-N"><objects><navigationController id="{prefix}-N" '
                  f'sceneMemberID="viewController"><connections><segue destination="{root}" kind="relationship" '
                  f'relationship="rootViewController" id="{prefix}-rs"/></connections></navigationController>'
                  f'</objects></scene>')
    for number in range(1, count - 2):
        sid = f"{prefix}-V{number}"
        segues = ""
        if number + 1 < count - 2:
            segues += f'<segue destination="{prefix}-V{number + 1}" kind="show" identifier="next{number}" id="{prefix}-s{number}"/>'
        if number % 10 == 0 and number + 5 < count - 2:
            segues += (f'<segue destination="{prefix}-V{number + 5}" kind="presentation" identifier="modal{number}" '
                       f'id="{prefix}-m{number}"/>')
        if number == 1:
            segues += f'<segue destination="{prefix}-R" kind="show" identifier="nextStoryboard" id="{prefix}-sr"/>'
        ident = f"{prefix}Scene{number}" if number % 5 == 0 else None
        scenes.append(vc(sid, f"{prefix}Scene{number}ViewController", segues, ident))
    target = f"S{(index + 1) % storyboards}"
    scenes.append(f'<scene sceneID="sc-{prefix}-R"><objects><viewControllerPlaceholder storyboardName="{target}" '
                  f'id="{prefix}-R" sceneMemberID="viewController"/></objects></scene>')
    scenes.append(vc(f"{prefix}-O", f"{prefix}OrphanViewController"))
    return ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
            f'version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" initialViewController="{prefix}-N">'
            '<scenes>' + "".join(scenes) + '</scenes></document>\n')


def main():
    folder, storyboards, scenes = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    os.makedirs(folder, exist_ok=True)
    for index in range(storyboards):
        with open(os.path.join(folder, f"S{index}.storyboard"), "w", encoding="utf-8") as out:
            out.write(storyboard(index, scenes, storyboards))


if __name__ == "__main__":
    main()
