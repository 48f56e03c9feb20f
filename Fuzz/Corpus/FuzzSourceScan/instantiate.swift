let storyboard = UIStoryboard(name: "Settings", bundle: nil)
let controller = storyboard.instantiateViewController(withIdentifier: "Privacy")
let other = storyboard.instantiateViewController(identifier: "Account") as! AccountViewController
let mac = NSStoryboard(name: "Main", bundle: nil).instantiateController(withIdentifier: "Prefs")
