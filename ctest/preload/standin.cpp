// standin.cpp: a stand-in for the original C++ cuTT library. Every entry
// point answers CUTT_UNDEFINED_ERROR, which libcutt never does for the calls
// in prog.cpp, so the codes tell which library served them.
#include "../orig_cutt.h"

cuttResult cuttPlan(cuttHandle*, int, int*, int*, size_t, cudaStream_t) { return CUTT_UNDEFINED_ERROR; }
cuttResult cuttPlan(cuttHandle*, int, int*, int*, size_t) { return CUTT_UNDEFINED_ERROR; }
cuttResult cuttPlanMeasure(cuttHandle*, int, int*, int*, size_t, cudaStream_t, void*, void*)
{
  return CUTT_UNDEFINED_ERROR;
}
cuttResult cuttDestroy(cuttHandle) { return CUTT_UNDEFINED_ERROR; }
cuttResult cuttExecute(cuttHandle, void*, void*) { return CUTT_UNDEFINED_ERROR; }
cuttResult cuttExecute(cuttHandle, const void*, void*) { return CUTT_UNDEFINED_ERROR; }
cuttResult cuttSetStream(cuttHandle, cudaStream_t) { return CUTT_UNDEFINED_ERROR; }
void cuttInitialize() {}
void cuttFinalize() {}
