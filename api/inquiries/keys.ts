// The collector's conversations about works (issue 31, /v3/store/inquiries): one root, so a new
// message refreshes the list, the thread and the My page badge together.
export interface InquiryPage {
  limit?: number;
  offset?: number;
}

export const inquiryKeys = {
  all: () => ['inquiries'] as const,
  lists: () => [...inquiryKeys.all(), 'list'] as const,
  list: (page: InquiryPage) => [...inquiryKeys.lists(), page] as const,
  detail: (inquiryId: string) => [...inquiryKeys.all(), 'detail', inquiryId] as const,
};

export const inquiryPath = '/store/inquiries';
