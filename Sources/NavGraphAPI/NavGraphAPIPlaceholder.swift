/// Namespace placeholder; replaced as the module is built.
enum NavGraphAPIPlaceholder {}
