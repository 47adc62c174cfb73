/**
 * Which portfolio projects have a case study (docs/product.md section 3.7). Kept apart from the case studies
 * themselves so the projects grid can link to them without loading their content.
 */
export const caseStudyIds: readonly number[] = [1, 2, 3, 4, 5];
