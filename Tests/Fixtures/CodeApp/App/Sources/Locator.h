#import <Foundation/Foundation.h>
@import CoreLocation;

@interface Locator : NSObject
@property (nonatomic, strong) CLLocationManager *manager;
// - (void)requestAlwaysAuthorization; would be a declaration, not a call
@end
