#import <Foundation/Foundation.h>

@interface RecentPhotos : NSObject
- (void)load;
@end
