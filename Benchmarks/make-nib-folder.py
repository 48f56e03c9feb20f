#!/usr/bin/env python3
"""Writes a folder of NIBS generated iOS nibs (.xib files; 2,000 by default), for the nib import benchmark
(Benchmarks/nib-import-cpu.sh).

    python3 Benchmarks/make-nib-folder.py FOLDER [NIBS]

Deterministic: the same arguments write the same bytes (one seeded generator). Shaped like the nibs of a large
app, in turn: a table view cell (a reuse identifier, an image, two to four labels, a button, their
constraints), a collection view cell, a reusable view (a header), and a view controller's nib (the File's
Owner a view controller class whose `view` outlet is a top-level view with a stack of subviews and outlets).
Each nib is 5 to 7 KB (about 12 MB for 2,000), as Xcode writes them. Prints the folder's total bytes.
"""
import os
import random
import sys

KINDS = ["tableCell", "collectionCell", "header", "controller"]


def ident(rng):
    letters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    part = lambda n: "".join(rng.choice(letters) for _ in range(n))
    return f"{part(3)}-{part(2)}-{part(3)}"


def label(rng, parent, index, outlets):
    view_id = ident(rng)
    outlets.append((f"label{index}", view_id))
    text = rng.choice(["Title", "Subtitle", "Price", "Detail", "Caption", "Date"])
    return (
        f'                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" '
        f'horizontalHuggingPriority="251" verticalHuggingPriority="251" text="{text}" textAlignment="natural" '
        f'lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" '
        f'translatesAutoresizingMaskIntoConstraints="NO" id="{view_id}">\n'
        f'                        <rect key="frame" x="16" y="{8 + 22 * index}" width="288" height="20"/>\n'
        f'                        <fontDescription key="fontDescription" type="system" pointSize="{rng.choice([13, 15, 17])}"/>\n'
        f'                        <nil key="textColor"/>\n'
        f'                        <nil key="highlightedColor"/>\n'
        f'                    </label>\n'
    ), view_id


def subviews(rng, parent, outlets):
    parts, ids = [], []
    image = ident(rng)
    outlets.append(("thumbnail", image))
    parts.append(
        f'                    <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFill" '
        f'translatesAutoresizingMaskIntoConstraints="NO" id="{image}">\n'
        f'                        <rect key="frame" x="16" y="8" width="44" height="44"/>\n'
        f'                    </imageView>\n')
    ids.append(image)
    for index in range(rng.randint(2, 4)):
        text, view_id = label(rng, parent, index, outlets)
        parts.append(text)
        ids.append(view_id)
    button = ident(rng)
    outlets.append(("actionButton", button))
    parts.append(
        f'                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" '
        f'contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" '
        f'translatesAutoresizingMaskIntoConstraints="NO" id="{button}">\n'
        f'                        <rect key="frame" x="260" y="8" width="44" height="30"/>\n'
        f'                        <state key="normal" title="More"/>\n'
        f'                    </button>\n')
    ids.append(button)
    constraints = []
    for first, second in zip(ids, ids[1:]):
        constraints.append(
            f'                    <constraint firstItem="{second}" firstAttribute="leading" secondItem="{first}" '
            f'secondAttribute="leading" id="{ident(rng)}"/>\n')
        constraints.append(
            f'                    <constraint firstItem="{second}" firstAttribute="top" secondItem="{first}" '
            f'secondAttribute="bottom" constant="4" id="{ident(rng)}"/>\n')
    return (
        "                <subviews>\n" + "".join(parts) + "                </subviews>\n"
        + "                <constraints>\n" + "".join(constraints) + "                </constraints>\n"
    )


def connections(outlets, indent):
    lines = "".join(
        f'{indent}    <outlet property="{name}" destination="{view_id}" id="{view_id}-o{index}"/>\n'
        for index, (name, view_id) in enumerate(outlets))
    return f"{indent}<connections>\n{lines}{indent}</connections>\n"


def nib(rng, index):
    kind = KINDS[index % len(KINDS)]
    name = f"{['Product', 'Order', 'Profile', 'Message', 'Photo', 'Event'][index % 6]}{kind[0].upper()}{kind[1:]}{index}"
    outlets = []
    owner_class = ""
    top = ident(rng)
    content = ident(rng)
    if kind == "tableCell":
        body = subviews(rng, content, outlets)
        obj = (
            f'        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" '
            f'reuseIdentifier="{name}" rowHeight="88" id="{top}" customClass="{name}" customModule="App" '
            f'customModuleProvider="target">\n'
            f'            <rect key="frame" x="0.0" y="0.0" width="320" height="88"/>\n'
            f'            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" '
            f'multipleTouchEnabled="YES" contentMode="center" tableViewCell="{top}" id="{content}">\n'
            f'                <rect key="frame" x="0.0" y="0.0" width="320" height="88"/>\n'
            f'{body}'
            f'            </tableViewCellContentView>\n'
            f'{connections(outlets, "            ")}'
            f'        </tableViewCell>\n')
    elif kind == "collectionCell":
        body = subviews(rng, content, outlets)
        obj = (
            f'        <collectionViewCell opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" '
            f'contentMode="center" reuseIdentifier="{name}" id="{top}" customClass="{name}" customModule="App" '
            f'customModuleProvider="target">\n'
            f'            <rect key="frame" x="0.0" y="0.0" width="160" height="200"/>\n'
            f'            <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" '
            f'contentMode="center" id="{content}">\n'
            f'                <rect key="frame" x="0.0" y="0.0" width="160" height="200"/>\n'
            f'{body}'
            f'            </view>\n'
            f'{connections(outlets, "            ")}'
            f'        </collectionViewCell>\n')
    elif kind == "header":
        body = subviews(rng, top, outlets)
        obj = (
            f'        <collectionReusableView opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" '
            f'contentMode="center" reuseIdentifier="{name}" id="{top}" customClass="{name}" customModule="App" '
            f'customModuleProvider="target">\n'
            f'            <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>\n'
            f'{body.replace("                ", "            ", 0)}'
            f'{connections(outlets, "            ")}'
            f'        </collectionReusableView>\n')
    else:
        body = subviews(rng, top, outlets)
        owner_class = f' customClass="{name}" customModule="App" customModuleProvider="target"'
        obj = (
            f'        <view contentMode="scaleToFill" id="{top}">\n'
            f'            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>\n'
            f'            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>\n'
            f'{body}'
            f'            <color key="backgroundColor" systemColor="systemBackgroundColor"/>\n'
            f'        </view>\n')
        outlets = [("view", top)] + outlets
    owner_connections = connections(outlets, "            ") if owner_class else ""
    return name, (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" '
        'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" '
        'useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">\n'
        '    <device id="retina6_12" orientation="portrait" appearance="light"/>\n'
        '    <dependencies>\n'
        '        <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="22504"/>\n'
        '        <capability name="System colors in document resources" minToolsVersion="11.0"/>\n'
        '    </dependencies>\n'
        '    <objects>\n'
        f'        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File\'s Owner"{owner_class}>\n'
        f'{owner_connections}'
        '        </placeholder>\n'
        '        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>\n'
        f'{obj}'
        '    </objects>\n'
        '    <resources>\n'
        '        <systemColor name="systemBackgroundColor">\n'
        '            <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>\n'
        '        </systemColor>\n'
        '    </resources>\n'
        '</document>\n')


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    folder = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    rng = random.Random(20261207)
    total = 0
    for index in range(count):
        name, text = nib(rng, index)
        # Nibs sit in folders of a hundred, as an app's feature folders hold them.
        sub = os.path.join(folder, f"Feature{index // 100:02d}")
        os.makedirs(sub, exist_ok=True)
        data = text.encode()
        with open(os.path.join(sub, name + ".xib"), "wb") as out:
            out.write(data)
        total += len(data)
    print(total)


if __name__ == "__main__":
    main()
