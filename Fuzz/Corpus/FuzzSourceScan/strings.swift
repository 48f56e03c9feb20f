/* a /* nested */ comment with "quotes" */
let raw = #"a "raw" \#(name) string"#
let deeper = ##"closing "# is not the end"##
let multi = """
    first line
      "quoted" \(value) and \n escapes
    """
let interpolated = "scene-\(index + 1)-\("inner")"
let escaped = "tab\tnew\nline \"quote\" \\ end"
let unterminated = "runs to the line's end
// performSegue(withIdentifier: "commented")
