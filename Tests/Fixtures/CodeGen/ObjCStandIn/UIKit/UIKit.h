// A stand-in for <UIKit/UIKit.h> for `clang -fsyntax-only`: the Foundation and UIKit declarations the
// generated StoryboardBackedViewController uses, with the SDK's nullability and designated initializers.
#pragma once

#define NS_ASSUME_NONNULL_BEGIN _Pragma("clang assume_nonnull begin")
#define NS_ASSUME_NONNULL_END _Pragma("clang assume_nonnull end")
#define NS_DESIGNATED_INITIALIZER __attribute__((objc_designated_initializer))
#define NS_UNAVAILABLE __attribute__((unavailable))
#define NSAssert(condition, desc, ...) do { if (!(condition)) { [NSException raise:@"NSInternalInconsistencyException" format:(desc), ##__VA_ARGS__]; } } while (0)

typedef signed char BOOL;

NS_ASSUME_NONNULL_BEGIN

__attribute__((objc_root_class))
@interface NSObject
+ (instancetype)alloc;
+ (instancetype)new;
- (instancetype)init;
- (Class)class;
+ (Class)class;
- (BOOL)isKindOfClass:(Class)aClass;
@end

@interface NSString : NSObject
@end

@interface NSException : NSObject
+ (void)raise:(NSString *)name format:(NSString *)format, ...;
@end

NSString *NSStringFromClass(Class aClass);

@interface NSBundle : NSObject
+ (NSBundle *)bundleForClass:(Class)aClass;
@end

@interface NSCoder : NSObject
@end

@interface UIResponder : NSObject
@end

@interface UIViewController : UIResponder
- (instancetype)initWithNibName:(nullable NSString *)nibNameOrNil bundle:(nullable NSBundle *)nibBundleOrNil NS_DESIGNATED_INITIALIZER;
- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;
@end

@interface UIStoryboard : NSObject
+ (UIStoryboard *)storyboardWithName:(NSString *)name bundle:(nullable NSBundle *)storyboardBundleOrNil;
- (nullable __kindof UIViewController *)instantiateInitialViewController;
- (__kindof UIViewController *)instantiateViewControllerWithIdentifier:(NSString *)identifier;
@end

NS_ASSUME_NONNULL_END
