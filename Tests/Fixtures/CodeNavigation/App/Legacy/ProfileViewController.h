#import <UIKit/UIKit.h>

@interface ProfileViewController : UITableViewController
@end
