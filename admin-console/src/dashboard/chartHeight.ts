/** A dashboard chart's height in pixels. */
export const CHART_HEIGHT = 260;
