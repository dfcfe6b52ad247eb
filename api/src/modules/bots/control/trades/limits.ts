/** One page of a bot's trade log at most (its own file: the error texts read it without the service's models). */
export const MAX_PAGE = 200;
