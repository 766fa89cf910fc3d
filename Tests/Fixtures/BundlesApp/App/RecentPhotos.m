#import <Photos/Photos.h>
#import "RecentPhotos.h"

@implementation RecentPhotos
- (void)load {
  PHFetchResult *recent = [PHAsset fetchAssetsWithMediaType:PHAssetMediaTypeImage options:nil];
  NSLog(@"%lu", (unsigned long)recent.count);
}
@end
