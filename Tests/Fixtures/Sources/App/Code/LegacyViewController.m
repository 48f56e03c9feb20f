#import "LegacyViewController.h"

@implementation LegacyViewController
- (void)compose {
    char quote = '"';
    [self performSegueWithIdentifier:@"compose" sender:self];
    [self performSegueWithIdentifier:@"nope" sender:self];
    // [self performSegueWithIdentifier:@"commented" sender:self];
}
@end
