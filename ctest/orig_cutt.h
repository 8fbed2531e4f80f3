/* orig_cutt.h: the API as the original C++ cuTT declared it: no extern "C",
 * so C++ callers bind to the g++-mangled names that libcutt also exports.
 * Define ORIG_CUTT_PROTOTYPES_ONLY to leave out the types, for translation
 * units that already have them from cutt.h. */
#ifndef ORIG_CUTT_H
#define ORIG_CUTT_H

#include <stddef.h>

#ifndef ORIG_CUTT_PROTOTYPES_ONLY
typedef struct CUstream_st *cudaStream_t; /* the original got it from <cuda_runtime.h> */

typedef unsigned int cuttHandle;

typedef enum cuttResult_t {
  CUTT_SUCCESS,
  CUTT_INVALID_PLAN,
  CUTT_INVALID_PARAMETER,
  CUTT_INVALID_DEVICE,
  CUTT_INTERNAL_ERROR,
  CUTT_UNDEFINED_ERROR
} cuttResult;
#endif

/* cuTT 1.1 */
cuttResult cuttPlan(cuttHandle* handle, int rank, int* dim, int* permutation, size_t sizeofType,
  cudaStream_t stream);
cuttResult cuttPlanMeasure(cuttHandle* handle, int rank, int* dim, int* permutation, size_t sizeofType,
  cudaStream_t stream, void* idata, void* odata);
cuttResult cuttDestroy(cuttHandle handle);
cuttResult cuttExecute(cuttHandle handle, void* idata, void* odata);
void cuttInitialize();
void cuttFinalize();

/* Declared by other cuTT versions, and exported by libcutt too. */
cuttResult cuttSetStream(cuttHandle handle, cudaStream_t stream);
#ifdef __cplusplus
cuttResult cuttPlan(cuttHandle* handle, int rank, int* dim, int* permutation, size_t sizeofType); /* cuTT 1.0 */
cuttResult cuttExecute(cuttHandle handle, const void* idata, void* odata);
#endif

#endif
