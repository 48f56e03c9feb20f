let a = "\
b"
let c = "unicode é\é" // crlf
