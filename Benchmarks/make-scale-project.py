#!/usr/bin/env python3
"""Writes a generated iOS app of STORYBOARDS x SCENES scenes (100 x 500 = 50,000 by default) as .storyboard
files, for the scale benchmark (Benchmarks/scale.sh, Benchmarks/callgrind-scale.sh).

    python3 Benchmarks/make-scale-project.py FOLDER [STORYBOARDS [SCENES]]

Deterministic: the same arguments write the same bytes (a seeded generator per storyboard). Shaped like a
large app: `Main` is a tab bar controller of five navigation controllers whose table views lead through
storyboard references to every feature storyboard; each feature storyboard opens on a navigation controller
and a list, from which flows of pushed scenes (table, collection and plain view controllers) branch out with
modal navigation controllers, popovers, embedded children (container views), custom segues, unwinds back,
and references into other storyboards (to their initial scene, or to a storyboard ID). Each also has a split
view controller (master and detail with `showDetail`), a page view controller whose pages are made in code
from storyboard IDs, and a few scenes only instantiated by ID. Most scenes have their own custom class, about
a third a storyboard ID equal to the class name; a shared `WebViewController` appears in every storyboard, so
looking it up by class is ambiguous (409), as in real apps. Every storyboard has exactly SCENES scenes.

Prints three lines for the benchmarks: a class to look up, a segue to resolve (through a reference into
another storyboard and its navigation controller), and the storyboard they are in (the middle one).
"""
import os
import random
import sys

FEATURES = [
    "Account", "Activity", "Address", "Billing", "Booking", "Cart", "Catalog", "Chat", "Checkout", "Coupons",
    "Delivery", "Discover", "Documents", "Events", "Favorites", "Feed", "Gallery", "Help", "History", "Inbox",
    "Invoices", "Loyalty", "Maps", "Media", "Members", "Messages", "Notes", "Offers", "Onboarding", "Orders",
    "Payments", "Photos", "Playlists", "Profile", "Rewards", "Reviews", "Search", "Security", "Settings",
    "Sharing", "Stores", "Subscriptions", "Support", "Tickets", "Travel", "Wallet", "Weather", "Wishlist",
    "Workouts", "Zones",
]
WORDS = [
    "Detail", "Edit", "Summary", "Filter", "Review", "Confirm", "Info", "Options", "Picker", "Preview",
    "Status", "Compose", "Overview", "Timeline", "Map", "Share", "Report", "Schedule", "Receipt", "Rating",
]
ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"


def storyboard_names(count):
    names = ["Main"]
    for index in range(1, count):
        word = FEATURES[(index - 1) % len(FEATURES)]
        round_ = (index - 1) // len(FEATURES)
        names.append(word if round_ == 0 else f"{word}{round_ + 1}")
    return names


class Writer:
    """The scenes of one storyboard, in document order, with IB-style object ids."""

    def __init__(self, name, index, scene_budget, names):
        self.name = name
        self.index = index
        self.budget = scene_budget
        self.names = names
        self.rng = random.Random(index * 7919 + 17)
        self.used_ids = set()
        self.scenes = []
        self.classes = set()
        self.lookup_candidates = []
        self.reference_segues = []

    def ib_id(self):
        while True:
            pick = "".join(self.rng.choice(ALPHABET) for _ in range(8))
            value = f"{pick[:3]}-{pick[3:5]}-{pick[5:]}"
            if value not in self.used_ids:
                self.used_ids.add(value)
                return value

    def class_name(self, word):
        number = 1
        while f"{self.name}{word}{number}ViewController" in self.classes:
            number += 1
        name = f"{self.name}{word}{number}ViewController"
        self.classes.add(name)
        return name

    def left(self):
        return self.budget - len(self.scenes)

    def add(self, xml):
        self.scenes.append(xml)

    # Elements ---------------------------------------------------------------------------------------------

    def segue(self, destination, kind, identifier=None, **extra):
        attributes = f'destination="{destination}" kind="{kind}"'
        if identifier:
            attributes += f' identifier="{identifier}"'
        for key, value in extra.items():
            attributes += f' {key}="{value}"'
        if kind == "popoverPresentation":
            return (f'<segue {attributes} id="{self.ib_id()}">'
                    '<popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>'
                    '</segue>')
        return f'<segue {attributes} id="{self.ib_id()}"/>'

    def frame(self, x, y, width, height):
        return f'<rect key="frame" x="{x}" y="{y}" width="{width}" height="{height}"/>'

    def plain_view(self, title, segues, container=None):
        """A view with a label and one button per outgoing segue (IB keeps a button's segue on the button)."""
        view_id = self.ib_id()
        label_id = self.ib_id()
        parts = [f'<view key="view" contentMode="scaleToFill" id="{view_id}">', self.frame("0.0", "0.0", 393, 852),
                 '<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><subviews>',
                 f'<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="{title}" '
                 f'textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" '
                 f'id="{label_id}">', self.frame(20, 120, 353, 21),
                 '<fontDescription key="fontDescription" type="system" pointSize="17"/><nil key="textColor"/>'
                 '<nil key="highlightedColor"/></label>']
        y = 160
        for segue in segues:
            button_id = self.ib_id()
            parts.append(f'<button opaque="NO" contentMode="scaleToFill" buttonType="system" '
                         f'translatesAutoresizingMaskIntoConstraints="NO" id="{button_id}">')
            parts.append(self.frame(20, y, 353, 44))
            parts.append(f'<state key="normal" title="Open"/><connections>{segue}</connections></button>')
            y += 52
        if container:
            parts.append(f'<containerView opaque="NO" contentMode="scaleToFill" '
                         f'translatesAutoresizingMaskIntoConstraints="NO" id="{self.ib_id()}">')
            parts.append(self.frame(20, y, 353, 240))
            parts.append(f'<connections>{container}</connections></containerView>')
        safe_area = self.ib_id()
        parts.append(f'</subviews><viewLayoutGuide key="safeArea" id="{safe_area}"/>'
                     '<color key="backgroundColor" systemColor="systemBackgroundColor"/><constraints>'
                     f'<constraint firstItem="{label_id}" firstAttribute="leading" secondItem="{safe_area}" '
                     f'secondAttribute="leading" constant="20" id="{self.ib_id()}"/>'
                     f'<constraint firstItem="{label_id}" firstAttribute="top" secondItem="{safe_area}" '
                     f'secondAttribute="top" constant="20" id="{self.ib_id()}"/>'
                     '</constraints></view>')
        return "".join(parts)

    def table_view(self, controller_id, segues):
        """A table view whose prototype cell carries the segues (the common list-to-detail shape)."""
        parts = [f'<tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" '
                 f'dataMode="prototypes" style="plain" separatorStyle="default" rowHeight="-1" '
                 f'estimatedRowHeight="-1" sectionHeaderHeight="28" sectionFooterHeight="28" id="{self.ib_id()}">',
                 self.frame("0.0", "0.0", 393, 852),
                 '<autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><prototypes>']
        for row, segue in enumerate(segues or [""]):
            cell_id = self.ib_id()
            parts.append(f'<tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" '
                         f'selectionStyle="default" accessoryType="disclosureIndicator" indentationWidth="10" '
                         f'reuseIdentifier="Cell{row}" id="{cell_id}">')
            parts.append(self.frame("0.0", 50 + 44 * row, 393, 43.666667))
            parts.append(f'<tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" '
                         f'multipleTouchEnabled="YES" contentMode="center" id="{self.ib_id()}">'
                         f'<rect key="frame" x="0.0" y="0.0" width="362.66666666666669" height="43.666667"/>'
                         '</tableViewCellContentView>')
            if segue:
                parts.append(f'<connections>{segue}</connections>')
            parts.append('</tableViewCell>')
        parts.append(f'</prototypes><connections><outlet property="dataSource" destination="{controller_id}" '
                     f'id="{self.ib_id()}"/><outlet property="delegate" destination="{controller_id}" '
                     f'id="{self.ib_id()}"/></connections></tableView>')
        return "".join(parts)

    def collection_view(self, controller_id, segues):
        parts = [f'<collectionView key="view" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="scaleToFill" '
                 f'dataMode="prototypes" id="{self.ib_id()}">', self.frame("0.0", "0.0", 393, 852),
                 '<collectionViewFlowLayout key="collectionViewLayout" minimumLineSpacing="10" '
                 f'minimumInteritemSpacing="10" id="{self.ib_id()}"><size key="itemSize" width="128" height="128"/>'
                 '</collectionViewFlowLayout><cells>']
        for row, segue in enumerate(segues or [""]):
            parts.append(f'<collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" '
                         f'contentMode="center" reuseIdentifier="Item{row}" id="{self.ib_id()}">')
            parts.append(self.frame("0.0", "0.0", 128, 128))
            if segue:
                parts.append(f'<connections>{segue}</connections>')
            parts.append('</collectionViewCell>')
        parts.append(f'</cells><connections><outlet property="dataSource" destination="{controller_id}" '
                     f'id="{self.ib_id()}"/><outlet property="delegate" destination="{controller_id}" '
                     f'id="{self.ib_id()}"/></connections></collectionView>')
        return "".join(parts)

    def scene(self, element, controller_id, body, attributes="", exit_id=None, title=None):
        comment = f"<!--{title}-->" if title else ""
        exit_xml = f'<exit id="{exit_id}" userLabel="Exit" sceneMemberID="exit"/>' if exit_id else ""
        x = 400 * (len(self.scenes) % 40)
        y = 900 * (len(self.scenes) // 40)
        return (f'{comment}<scene sceneID="{self.ib_id()}"><objects>'
                f'<{element}{attributes} id="{controller_id}" sceneMemberID="viewController">{body}</{element}>'
                f'<placeholder placeholderIdentifier="IBFirstResponder" id="{self.ib_id()}" userLabel="First Responder" '
                f'sceneMemberID="firstResponder"/>{exit_xml}</objects>'
                f'<point key="canvasLocation" x="{x}" y="{y}"/></scene>')

    def controller_attributes(self, custom_class, identifier=None, title=None):
        attributes = ""
        if identifier:
            attributes += f' storyboardIdentifier="{identifier}"'
        if title:
            attributes += f' title="{title}"'
        if custom_class:
            attributes += f' customClass="{custom_class}" customModuleProvider="target"'
        return attributes

    # Scenes -----------------------------------------------------------------------------------------------

    def navigation(self, controller_id, root_id, identifier=None, title=None):
        body = (f'<navigationBar key="navigationBar" contentMode="scaleToFill" id="{self.ib_id()}">'
                f'{self.frame("0.0", 59, 393, 44)}<autoresizingMask key="autoresizingMask"/></navigationBar>'
                f'<connections>{self.segue(root_id, "relationship", relationship="rootViewController")}</connections>')
        attributes = f' storyboardIdentifier="{identifier}"' if identifier else ""
        if title:
            attributes += f' title="{title}"'
        self.add(self.scene("navigationController", controller_id, body, attributes, title=title or "Navigation"))

    def controller(self, element, controller_id, custom_class, segues=(), identifier=None, title=None,
                   container=None, exit_id=None, navigation_item=True):
        self.add(self.controller_xml(element, controller_id, custom_class, segues, identifier, title, container,
                                     exit_id, navigation_item))

    def controller_xml(self, element, controller_id, custom_class, segues=(), identifier=None, title=None,
                       container=None, exit_id=None, navigation_item=True):
        if element == "tableViewController":
            body = self.table_view(controller_id, list(segues))
        elif element == "collectionViewController":
            body = self.collection_view(controller_id, list(segues))
        else:
            body = self.plain_view(title or custom_class or "Scene", list(segues), container)
        if navigation_item and title:
            body += f'<navigationItem key="navigationItem" title="{title}" id="{self.ib_id()}"/>'
        attributes = self.controller_attributes(custom_class, identifier, title)
        return self.scene(element, controller_id, body, attributes, exit_id=exit_id, title=title)

    def reference(self, reference_id, storyboard, identifier=None):
        attributes = f' storyboardName="{storyboard}"'
        if identifier:
            attributes += f' referencedIdentifier="{identifier}"'
        self.add(f'<!--{storyboard}--><scene sceneID="{self.ib_id()}"><objects>'
                 f'<viewControllerPlaceholder{attributes} id="{reference_id}" sceneMemberID="viewController"/>'
                 f'<placeholder placeholderIdentifier="IBFirstResponder" id="{self.ib_id()}" userLabel="First Responder" '
                 f'sceneMemberID="firstResponder"/></objects></scene>')

    def maybe_identifier(self, custom_class, chance=0.35):
        return custom_class if custom_class and self.rng.random() < chance else None

    def flow(self, number):
        """A flow of pushed scenes with its branches; returns (first scene id, its class) to segue to."""
        length = self.rng.randint(4, 9)
        ids = [self.ib_id() for _ in range(length)]
        classes = []
        for _ in range(length):
            classes.append(None if self.rng.random() < 0.08 else self.class_name(self.rng.choice(WORDS)))
        later = []  # scenes of the branches, written after the chain (IB keeps document order by creation)
        for step in range(length):
            segues = []
            container = None
            exit_id = None
            if step + 1 < length:
                stem = (classes[step + 1] or f"Step{step + 1}").removesuffix("ViewController")
                kind = "show" if self.rng.random() < 0.9 else "push"
                segues.append(self.segue(ids[step + 1], kind, f"show{stem.removeprefix(self.name)}"))
            roll = self.rng.random()
            if roll < 0.22:
                # A modal form in its own navigation controller, with an unwind back.
                nav_id, form_id = self.ib_id(), self.ib_id()
                form_class = self.class_name("Form")
                segues.append(self.segue(nav_id, "presentation", f"present{form_class.removeprefix(self.name)[:-14]}",
                                         modalPresentationStyle="formSheet"))
                later.append(("nav", nav_id, form_id, form_class))
            elif roll < 0.36:
                popover_id = self.ib_id()
                popover_class = self.class_name("Popover")
                segues.append(self.segue(popover_id, "popoverPresentation",
                                         f"popover{popover_class.removeprefix(self.name)[:-14]}",
                                         popoverAnchorView=ids[step]))
                later.append(("plain", popover_id, popover_class))
            elif roll < 0.50:
                child_id = self.ib_id()
                child_class = self.class_name("Child")
                container = self.segue(child_id, "embed", f"embed{child_class.removeprefix(self.name)[:-14]}")
                later.append(("child", child_id, child_class))
            elif roll < 0.60:
                custom_id = self.ib_id()
                custom_class = self.class_name("Transition")
                segues.append(self.segue(custom_id, "custom", f"fade{custom_class.removeprefix(self.name)[:-14]}",
                                         customClass="CrossfadeSegue", customModule="AppUI"))
                later.append(("plain", custom_id, custom_class))
            elif roll < 0.80:
                target = self.rng.randrange(1, len(self.names))
                if target == self.index:
                    target = (target % (len(self.names) - 1)) + 1
                target_name = self.names[target]
                reference_id = self.ib_id()
                identifier = f"{target_name}ListViewController" if self.rng.random() < 0.5 else None
                segue_id = f"open{target_name}{number}x{step}"
                segues.append(self.segue(reference_id, "show", segue_id))
                if classes[step] and not identifier:
                    self.reference_segues.append((classes[step], segue_id))
                later.append(("reference", reference_id, target_name, identifier))
            if step == length - 1 and self.rng.random() < 0.5:
                exit_id = self.ib_id()
                segues.append(self.segue(exit_id, "unwind", "unwindToList", unwindAction="unwindToList:"))
            element = self.rng.choices(
                ["viewController", "tableViewController", "collectionViewController"], [0.7, 0.22, 0.08])[0]
            if container:
                element = "viewController"
            custom_class = classes[step]
            identifier = self.maybe_identifier(custom_class)
            title = custom_class.removeprefix(self.name).removesuffix("ViewController") if custom_class else None
            self.controller(element, ids[step], custom_class, segues, identifier, title, container, exit_id)
            if identifier and custom_class and step > 0:
                self.lookup_candidates.append(custom_class)
        for branch in later:
            if branch[0] == "nav":
                _, nav_id, form_id, form_class = branch
                self.navigation(nav_id, form_id)
                exit_id = self.ib_id()
                done = self.segue(exit_id, "unwind", "unwindToList", unwindAction="unwindToList:")
                self.controller("viewController", form_id, form_class, [done], self.maybe_identifier(form_class),
                                "Form", exit_id=exit_id)
            elif branch[0] == "reference":
                _, reference_id, target_name, identifier = branch
                self.reference(reference_id, target_name, identifier)
            else:
                _, scene_id, scene_class = branch
                self.controller("viewController", scene_id, scene_class, [], self.maybe_identifier(scene_class),
                                navigation_item=branch[0] != "child")
        return ids[0], classes[0]

    def split(self):
        """A split view controller: master list in a navigation controller, detail shown with showDetail."""
        split_id, master_nav, master_id, detail_nav, detail_id = (self.ib_id() for _ in range(5))
        body = (f'<connections>{self.segue(master_nav, "relationship", relationship="masterViewController")}'
                f'{self.segue(detail_nav, "relationship", relationship="detailViewController")}</connections>')
        self.add(self.scene("splitViewController", split_id, body, f' storyboardIdentifier="{self.name}Split"',
                            title="Split View Controller"))
        self.navigation(master_nav, master_id)
        master_class = self.class_name("Master")
        self.controller("tableViewController", master_id, master_class,
                        [self.segue(detail_nav, "showDetail", "showDetail")], None, "Master")
        self.navigation(detail_nav, detail_id)
        self.controller("viewController", detail_id, self.class_name("Detail"), [], None, "Detail")
        return split_id

    def pages(self):
        """A page view controller; its pages are made in code from their storyboard IDs (no segues)."""
        page_id = self.ib_id()
        self.add(self.scene("pageViewController", page_id,
                            "", f' autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" '
                            f'navigationOrientation="horizontal" spineLocation="none" '
                            f'customClass="{self.class_name("Pager")}" customModuleProvider="target"',
                            title="Pager"))
        for _ in range(3):
            page_class = self.class_name("Page")
            self.controller("viewController", self.ib_id(), page_class, [], page_class, navigation_item=False)
        return page_id

    def write(self):
        """The storyboard's XML; fills `self.lookup` and `self.resolve` with a scene to measure."""
        entries = []  # segues of the first list into the storyboard's flows and extras
        if self.index == 0:
            # A tab bar of five navigation controllers; each hub's table leads to a fifth of the features
            # through storyboard references (to their initial scenes); the first hub also opens Main's flows.
            tab_id = self.ib_id()
            tabs = [(self.ib_id(), self.ib_id()) for _ in range(5)]
            body = (f'<tabBar key="tabBar" contentMode="scaleToFill" insetsLayoutMarginsFromSafeArea="NO" '
                    f'id="{self.ib_id()}"><autoresizingMask key="autoresizingMask"/></tabBar><connections>'
                    + "".join(self.segue(nav, "relationship", relationship="viewControllers") for nav, _ in tabs)
                    + '</connections>')
            self.add(self.scene("tabBarController", tab_id, body, ' customClass="RootTabBarController" '
                                'customModuleProvider="target"', title="Tab Bar Controller"))
            self.initial = tab_id
            features = self.names[1:]
            deferred = None
            for tab, (nav, hub) in enumerate(tabs):
                self.navigation(nav, hub)
                references = [(self.ib_id(), name) for name in features[tab::5]]
                segues = [self.segue(ref, "show", f"open{name}") for ref, name in references]
                hub_class = self.class_name(["Home", "Browse", "Library", "Inbox", "More"][tab])
                if tab == 0:
                    deferred = (len(self.scenes), hub, hub_class, segues)
                    self.scenes.append(None)
                else:
                    self.controller("tableViewController", hub, hub_class, segues, hub_class, "Tab")
                for ref, name in references:
                    self.reference(ref, name)
        else:
            nav_id, list_id = self.ib_id(), self.ib_id()
            self.initial = nav_id
            self.navigation(nav_id, list_id, identifier=f"{self.name}Navigation")
            list_class = f"{self.name}ListViewController"
            self.classes.add(list_class)
            deferred = (len(self.scenes), list_id, list_class, [])
            self.scenes.append(None)
        entries.append(self.segue(self.split(), "presentation", "presentSplit", modalPresentationStyle="fullScreen"))
        entries.append(self.segue(self.pages(), "show", "showPager"))
        web_id = self.ib_id()
        self.controller("viewController", web_id, "WebViewController", [], None, "Web")
        entries.append(self.segue(web_id, "show", "showWeb"))
        number = 0
        while self.left() > 30:
            first_id, first_class = self.flow(number)
            stem = (first_class or f"Flow{number}ViewController").removeprefix(self.name).removesuffix("ViewController")
            entries.append(self.segue(first_id, "show", f"show{stem}"))
            number += 1
        # Scenes only instantiated by storyboard ID from code (not reachable by a segue).
        while self.left() > 0:
            orphan_class = self.class_name("Standalone")
            self.controller("viewController", self.ib_id(), orphan_class, [], orphan_class, "Standalone")
        position, first_id, first_class, segues = deferred
        self.scenes[position] = self.controller_xml(
            "tableViewController", first_id, first_class, segues + entries, first_class, self.name)
        return ('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" '
                'toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" '
                'useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" '
                f'initialViewController="{self.initial}">\n'
                '    <device id="retina6_12" orientation="portrait" appearance="light"/>\n'
                '    <dependencies>\n'
                '        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22131"/>\n'
                '        <capability name="Safe area layout guides" minToolsVersion="9.0"/>\n'
                '        <capability name="System colors in document resources" minToolsVersion="11.0"/>\n'
                '        <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>\n'
                '    </dependencies>\n    <scenes>\n        '
                + "\n        ".join(self.scenes)
                + '\n    </scenes>\n    <resources>\n'
                '        <systemColor name="systemBackgroundColor"><color white="1" alpha="1" '
                'colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>\n'
                '    </resources>\n</document>\n')


def main():
    if len(sys.argv) < 2:
        sys.exit("usage: make-scale-project.py FOLDER [STORYBOARDS [SCENES]]")
    folder = sys.argv[1]
    storyboards = int(sys.argv[2]) if len(sys.argv) > 2 else 100
    scenes = int(sys.argv[3]) if len(sys.argv) > 3 else 500
    if storyboards < 2 or scenes < 150:
        sys.exit("at least 2 storyboards of 150 scenes")
    names = storyboard_names(storyboards)
    os.makedirs(folder, exist_ok=True)
    middle = None
    for index, name in enumerate(names):
        writer = Writer(name, index, scenes, names)
        xml = writer.write()
        with open(os.path.join(folder, f"{name}.storyboard"), "w", encoding="utf-8") as out:
            out.write(xml)
        if index == storyboards // 2:
            middle = writer
    lookup = middle.lookup_candidates[len(middle.lookup_candidates) // 2]
    source, segue = middle.reference_segues[len(middle.reference_segues) // 2]
    print(f"lookup class={lookup}")
    print(f"resolve from={source} segue={segue}")
    print(f"storyboard name={middle.name}")


if __name__ == "__main__":
    main()
