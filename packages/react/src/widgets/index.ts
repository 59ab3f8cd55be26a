export { Carousel, type CarouselProps } from './Carousel.js';
export {
  DEFAULT_CAROUSEL_INTERVAL_MS,
  SWIPE_MAX_DURATION_MS,
  SWIPE_MIN_DISTANCE_PX,
  carouselReducer,
  initCarousel,
  isRotating,
  swipeDirection,
  wrapIndex,
  type CarouselEvent,
  type CarouselInit,
  type CarouselState,
  type SwipeStart,
} from './carousel.machine.js';
export { CircleGraph, type CircleGraphProps } from './CircleGraph.js';
export { arcPath, clampPercent, ringDashArray, speedometerAngle } from './circle-graph.geometry.js';
export {
  ComparisonProfile,
  type ComparedSupplier,
  type ComparisonCriterion,
  type ComparisonProfileProps,
} from './ComparisonProfile.js';
export { formatScoreAsPercent, scoreShare } from './comparison-profile.model.js';
export { Tabs, type TabItem, type TabsProps } from './Tabs.js';
export { isTabKey, nextTabIndex, resolveSelectedIndex, type TabKey, type TabState } from './tabs.machine.js';
export { TipsList, type TipsListProps } from './TipsList.js';
export { TIPS_COLLAPSED_COUNT, needsToggle, visibleTipCount } from './tips.machine.js';
export { defaultTimers, usePrefersReducedMotion, type WidgetTimers } from './environment.js';
export {
  carouselTranslations,
  comparisonProfileTranslations,
  fillTemplate,
  tipsListTranslations,
  type CarouselTexts,
  type ComparisonProfileTexts,
  type TipsListTexts,
  type WidgetLanguage,
} from './texts.js';
