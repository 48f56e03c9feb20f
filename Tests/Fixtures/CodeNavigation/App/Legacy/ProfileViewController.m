#import "ProfileViewController.h"

@implementation ProfileViewController

- (void)editProfile {
    UIStoryboard *sb = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
    UIViewController *edit = [sb instantiateViewControllerWithIdentifier:@"EditProfile"];
    [self.navigationController pushViewController:edit animated:YES];
}

- (void)showAbout {
    /* [self presentViewController:[CommentedViewController new] animated:YES completion:nil]; */
    [self presentViewController:[[AboutViewController alloc] initWithNibName:@"About" bundle:nil] animated:YES completion:nil];
}

@end
