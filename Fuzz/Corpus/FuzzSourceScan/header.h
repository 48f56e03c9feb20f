@protocol Routing
- (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender;
@end
static NSString *const kScene = @"Détail — ünïcode";
