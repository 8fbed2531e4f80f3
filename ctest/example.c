/* example.c: transpose a 4-D array of doubles with cuTT and check every
 * element against a plain host loop.
 *
 * Arrays are column-major (dimension 0 varies fastest). Output dimension j
 * is input dimension perm[j], so the output extents are {3, 31, 2, 549}. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

#include "cuda_shim.h"
#include "cutt.h"

#define CU(call) do { CUresult r_ = (call); if (r_ != 0) { \
    fprintf(stderr, "example: %s failed (CUresult %d)\n", #call, r_); return 1; } } while (0)
#define CUTT(call) do { cuttResult r_ = (call); if (r_ != CUTT_SUCCESS) { \
    fprintf(stderr, "example: %s failed (cuttResult %d)\n", #call, (int)r_); return 1; } } while (0)

enum { RANK = 4 };

int main(void)
{
    int dim[RANK] = {31, 549, 2, 3};
    int perm[RANK] = {3, 0, 2, 1};
    size_t n = 31 * 549 * 2 * 3, bytes = n * sizeof(double), i;
    double *in, *out, *ref;
    CUdeviceptr d_in, d_out;
    cuttHandle plan;

    switch (cuda_shim_init()) {
    case 0:
        printf("example: no NVIDIA driver or GPU found; skipped (not run)\n");
        return 0;
    case -1:
        return 1;
    }
    in = malloc(bytes);
    out = malloc(bytes);
    ref = malloc(bytes);
    if (!in || !out || !ref)
        return 1;

    /* Distinct values, so a misplaced element cannot go unnoticed. */
    for (i = 0; i < n; i++)
        in[i] = (double)i;

    /* Host reference: split the input index into coordinates, then build the
     * output index from them in the permuted order. */
    for (i = 0; i < n; i++) {
        size_t rest = i, o = 0;
        int coord[RANK], d, j;
        for (d = 0; d < RANK; d++) {
            coord[d] = (int)(rest % (size_t)dim[d]);
            rest /= (size_t)dim[d];
        }
        for (j = RANK - 1; j >= 0; j--)
            o = o * (size_t)dim[perm[j]] + (size_t)coord[perm[j]];
        ref[o] = in[i];
    }

    CU(cuMemAlloc(&d_in, bytes));
    CU(cuMemAlloc(&d_out, bytes));
    CU(cuMemcpyHtoD(d_in, in, bytes));
    /* Poison the output: all-ones bytes make a NaN, which equals nothing. */
    CU(cuMemsetD8(d_out, 0xFF, bytes));

    CUTT(cuttPlan(&plan, RANK, dim, perm, sizeof(double), 0 /* default stream */));
    CUTT(cuttExecute(plan, (void *)(uintptr_t)d_in, (void *)(uintptr_t)d_out));
    CU(cuCtxSynchronize());
    CU(cuMemcpyDtoH(out, d_out, bytes));
    CUTT(cuttDestroy(plan));
    CU(cuMemFree(d_in));
    CU(cuMemFree(d_out));

    for (i = 0; i < n; i++) {
        if (out[i] != ref[i]) {
            printf("example: MISMATCH at output index %zu: got %g, expected %g\n",
                   i, out[i], ref[i]);
            return 1;
        }
    }
    printf("example: OK (%zu elements checked)\n", n);
    free(in);
    free(out);
    free(ref);
    return 0;
}
