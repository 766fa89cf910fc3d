import Shared
import WidgetKit

func refresh() { ShopLocator().start() }
