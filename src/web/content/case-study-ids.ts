/**
 * Which portfolio projects have a case study (SPEC section 3). Kept apart from the case studies
 * themselves so the projects grid can link to them without loading their content.
 */
export const caseStudyIds: readonly number[] = [1, 2, 3, 4, 5];
