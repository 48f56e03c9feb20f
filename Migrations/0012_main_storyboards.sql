-- NavGraph schema, version 12: the storyboards the app opens at launch, as its Xcode project's Info.plist names
-- them (UIMainStoryboardFile, a scene manifest's UISceneStoryboardFile), a JSON array of names; NULL when not
-- known, and then a storyboard named Main is taken as the main one.
ALTER TABLE projects ADD COLUMN main_storyboards TEXT;
