#import "LegacyViewController.h"

@implementation LegacyViewController
- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
    if ([[segue identifier] isEqualToString:@"openSettings"]) { }
    if ([[segue identifier] isEqualToString:@"showMissing"]) { }
}
- (void)layout {
    if ([self.heightConstraint.identifier isEqualToString:@"width"]) { }
}
@end
