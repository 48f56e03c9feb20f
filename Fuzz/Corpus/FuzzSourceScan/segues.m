#import "InboxViewController.h"

@implementation InboxViewController
- (void)openMessage {
    [self performSegueWithIdentifier:@"showMessage" sender:self];
    UIStoryboard *settings = [UIStoryboard storyboardWithName:@"Settings" bundle:nil];
    id privacy = [settings instantiateViewControllerWithIdentifier:@"Privacy"];
    char quote = '"'; char slash = '\\'; /* flat comment /* still "inside" */
}

- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
    if ([segue.identifier isEqualToString:@"compose"]) { return; }
}
@end
