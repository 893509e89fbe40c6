/** A dashboard chart's height in pixels; the placeholder shown while they load reserves it. */
export const CHART_HEIGHT = 260;
