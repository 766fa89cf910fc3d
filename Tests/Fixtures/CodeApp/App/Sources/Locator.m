#import <CoreLocation/CoreLocation.h>
#import "Locator.h"

@implementation Locator

- (void)start {
    // [self.manager requestAlwaysAuthorization];
    NSLog(@"[self.manager requestAlwaysAuthorization]");
#if 0
    [self.manager requestAlwaysAuthorization];
#endif
    [self.manager requestWhenInUseAuthorization];
}

@end
