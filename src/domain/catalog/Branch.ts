/** A branch of the mall (嬰幼服飾, 哺育用品, …); path is its URL segment. */
export interface Branch {
  id: number;
  path: string;
  name: string;
  icon: string;
  color: string;
}
