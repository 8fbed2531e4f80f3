/* api_checks.h: the ABI checks shared by api_c.c (C11), api_cpp.cpp (C++11)
 * and orig_proto.cpp (the original C++ prototypes). The includer declares the
 * cuTT API first, from cutt.h or orig_cutt.h.
 *
 * Argument checking needs no GPU. Valid arguments give CUTT_INVALID_DEVICE
 * when there is no driver or device; with one, they give real plans, whose
 * life cycle is checked too. */
#ifndef API_CHECKS_H
#define API_CHECKS_H

#include <limits.h>
#include <stdint.h>
#include <stdio.h>

#include "cuda_shim.h"

#ifdef __cplusplus
#define API_STATIC_ASSERT(cond) static_assert(cond, #cond)
#else
#define API_STATIC_ASSERT(cond) _Static_assert(cond, #cond)
#endif

/* Callers compare against these numbers, so they are part of the ABI. */
API_STATIC_ASSERT(CUTT_SUCCESS == 0 && CUTT_INVALID_PLAN == 1 && CUTT_INVALID_PARAMETER == 2);
API_STATIC_ASSERT(CUTT_INVALID_DEVICE == 3 && CUTT_INTERNAL_ERROR == 4 && CUTT_UNDEFINED_ERROR == 5);
API_STATIC_ASSERT(sizeof(cuttResult) == sizeof(int));
API_STATIC_ASSERT(sizeof(cuttHandle) == sizeof(unsigned int));

/* What a failed call must leave in *handle. */
#define UNTOUCHED 0xC0FFEE42u

/* Separate host buffers, large enough for the small tensors below, for calls
 * that must fail before any device work: every other argument is then valid,
 * so the failure has to come from the one under test. */
static char host_in[1 << 20], host_out[1 << 20];

static int checks_run, checks_failed;
static int gpu; /* cuda_shim_init(): 1 device ready, 0 no driver or device, -1 broken driver */

static void check(int ok, const char *call, const char *what, const char *problem)
{
    checks_run++;
    if (!ok) {
        checks_failed++;
        fprintf(stderr, "FAIL: %s, %s: %s\n", call, what, problem);
    }
}

static void expect(cuttResult got, cuttResult want, const char *call, const char *what)
{
    char problem[64];
    snprintf(problem, sizeof problem, "returned %d, expected %d", (int)got, (int)want);
    check(got == want, call, what, problem);
}

static void expect_untouched(cuttHandle h, const char *call, const char *what)
{
    check(h == UNTOUCHED, call, what, "wrote *handle although it failed");
}

static size_t volume(int rank, const int *dim)
{
    size_t n = 1;
    int i;
    for (i = 0; i < rank; i++)
        n *= (size_t)dim[i];
    return n;
}

/* Device memory as the void* that cuttExecute takes; NULL on failure. */
static void *device_alloc(size_t bytes)
{
    CUdeviceptr p;
    return cuMemAlloc(&p, bytes) == 0 ? (void *)(uintptr_t)p : NULL;
}

static void device_free(void *p)
{
    cuMemFree((CUdeviceptr)(uintptr_t)p);
}

/* Both planners must refuse with CUTT_INVALID_PARAMETER before touching
 * anything, so host buffers are fine even where there is a GPU. */
static void expect_rejected(const char *what, int rank, int *dim, int *perm, size_t size)
{
    cuttHandle h = UNTOUCHED;
    expect(cuttPlan(&h, rank, dim, perm, size, 0), CUTT_INVALID_PARAMETER, "cuttPlan", what);
    expect_untouched(h, "cuttPlan", what);
    expect(cuttPlanMeasure(&h, rank, dim, perm, size, 0, host_in, host_out),
           CUTT_INVALID_PARAMETER, "cuttPlanMeasure", what);
    expect_untouched(h, "cuttPlanMeasure", what);
}

/* A live plan rejects bad buffers, runs, and becomes invalid once destroyed.
 * (The casts pick an overload where orig_cutt.h declares a const one too.) */
static void check_plan_life(cuttHandle h, const char *what, void *in, void *out)
{
    expect(cuttExecute(h, (void *)NULL, out), CUTT_INVALID_PARAMETER, "cuttExecute(NULL idata)", what);
    expect(cuttExecute(h, in, NULL), CUTT_INVALID_PARAMETER, "cuttExecute(NULL odata)", what);
    expect(cuttExecute(h, in, in), CUTT_INVALID_PARAMETER, "cuttExecute(idata == odata)", what);
    expect(cuttExecute(h, in, (char *)in + 1), CUTT_INVALID_PARAMETER,
           "cuttExecute(overlapping)", what);
    expect(cuttSetStream(h, 0), CUTT_SUCCESS, "cuttSetStream", what);
    expect(cuttExecute(h, in, out), CUTT_SUCCESS, "cuttExecute", what);
    check(cuCtxSynchronize() == 0, "cuCtxSynchronize", what, "failed after cuttExecute");
    expect(cuttDestroy(h), CUTT_SUCCESS, "cuttDestroy", what);
    expect(cuttDestroy(h), CUTT_INVALID_PLAN, "cuttDestroy (again)", what);
    expect(cuttExecute(h, in, out), CUTT_INVALID_PLAN, "cuttExecute (destroyed)", what);
    expect(cuttSetStream(h, 0), CUTT_INVALID_PLAN, "cuttSetStream (destroyed)", what);
}

/* Valid arguments: without a device both planners answer CUTT_INVALID_DEVICE
 * and leave *handle alone; with one, both plans go through their life cycle. */
static void expect_valid(const char *what, int rank, int *dim, int *perm, size_t size)
{
    size_t bytes = volume(rank, dim) * size;
    void *in, *out;
    cuttHandle h = UNTOUCHED;

    if (gpu == 0) {
        expect(cuttPlan(&h, rank, dim, perm, size, 0), CUTT_INVALID_DEVICE, "cuttPlan", what);
        expect_untouched(h, "cuttPlan", what);
        expect(cuttPlanMeasure(&h, rank, dim, perm, size, 0, host_in, host_out),
               CUTT_INVALID_DEVICE, "cuttPlanMeasure", what);
        expect_untouched(h, "cuttPlanMeasure", what);
        return;
    }
    in = device_alloc(bytes);
    out = device_alloc(bytes);
    check(in && out, "cuMemAlloc", what, "failed");
    if (!in || !out)
        return;
    expect(cuttPlan(&h, rank, dim, perm, size, 0), CUTT_SUCCESS, "cuttPlan", what);
    if (h != UNTOUCHED)
        check_plan_life(h, what, in, out);
    h = UNTOUCHED;
    expect(cuttPlanMeasure(&h, rank, dim, perm, size, 0, in, out), CUTT_SUCCESS,
           "cuttPlanMeasure", what);
    if (h != UNTOUCHED)
        check_plan_life(h, what, in, out);
    device_free(in);
    device_free(out);
}

/* Valid tensors too large for any buffer, planned with 1-byte elements. */
static void expect_plan_no_device(const char *what, int rank, int *dim, int *perm)
{
    cuttHandle h = UNTOUCHED;
    expect(cuttPlan(&h, rank, dim, perm, 1, 0), CUTT_INVALID_DEVICE, "cuttPlan", what);
    expect_untouched(h, "cuttPlan", what);
}

static void check_bad_arguments(void)
{
    int dim[3] = {4, 5, 6}, perm[3] = {2, 0, 1};
    int ones[33], iota[33];
    int zero[3] = {4, 0, 6}, negative[3] = {4, 5, -1}, int_min[3] = {INT_MIN, 5, 6};
    int repeat[3] = {0, 0, 1}, too_big[3] = {2, 0, 3}, below[3] = {2, -1, 0};
    int all_int_max[3] = {INT_MAX, INT_MAX, INT_MAX};       /* 2^93 elements */
    int pow16[4] = {65536, 65536, 65536, 65536};              /* exactly 2^64 */
    int fours[32];                                            /* 4^32 = 2^64 */
    static const size_t bad_sizes[] = {0, 3, 5, 6, 7, 12, 32, SIZE_MAX};
    char what[48];
    cuttHandle h = UNTOUCHED;
    size_t i;

    for (i = 0; i < 33; i++) {
        ones[i] = 1;
        iota[i] = (int)i;
        if (i < 32)
            fours[i] = 4;
    }

    expect(cuttPlan(NULL, 3, dim, perm, 8, 0), CUTT_INVALID_PARAMETER, "cuttPlan", "null handle");
    expect(cuttPlanMeasure(NULL, 3, dim, perm, 8, 0, host_in, host_out), CUTT_INVALID_PARAMETER,
           "cuttPlanMeasure", "null handle");
    expect_rejected("null dim", 3, NULL, perm, 8);
    expect_rejected("null permutation", 3, dim, NULL, 8);

    expect_rejected("rank 0", 0, dim, perm, 8);
    expect_rejected("rank -1", -1, dim, perm, 8);
    expect_rejected("rank INT_MIN", INT_MIN, dim, perm, 8);
    expect_rejected("rank 33", 33, ones, iota, 8);

    expect_rejected("extent 0", 3, zero, perm, 8);
    expect_rejected("extent -1", 3, negative, perm, 8);
    expect_rejected("extent INT_MIN", 3, int_min, perm, 8);

    expect_rejected("repeated permutation entry", 3, dim, repeat, 8);
    expect_rejected("permutation entry == rank", 3, dim, too_big, 8);
    expect_rejected("negative permutation entry", 3, dim, below, 8);

    for (i = 0; i < sizeof bad_sizes / sizeof bad_sizes[0]; i++) {
        snprintf(what, sizeof what, "sizeofType %zu", bad_sizes[i]);
        expect_rejected(what, 3, dim, perm, bad_sizes[i]);
    }

    expect_rejected("2^93 elements", 3, all_int_max, perm, 1);
    expect_rejected("2^64 elements (rank 4)", 4, pow16, iota, 1);
    expect_rejected("2^64 elements (rank 32)", 32, fours, iota, 1);

    expect(cuttPlanMeasure(&h, 3, dim, perm, 8, 0, NULL, host_out), CUTT_INVALID_PARAMETER,
           "cuttPlanMeasure", "null idata");
    expect(cuttPlanMeasure(&h, 3, dim, perm, 8, 0, host_in, NULL), CUTT_INVALID_PARAMETER,
           "cuttPlanMeasure", "null odata");
    expect(cuttPlanMeasure(&h, 3, dim, perm, 8, 0, host_in, host_in), CUTT_INVALID_PARAMETER,
           "cuttPlanMeasure", "idata == odata");
    expect(cuttPlanMeasure(&h, 3, dim, perm, 8, 0, host_in, host_in + 8), CUTT_INVALID_PARAMETER,
           "cuttPlanMeasure", "overlapping buffers");
    expect_untouched(h, "cuttPlanMeasure", "bad buffers");
}

static void check_valid_arguments(void)
{
    int one[1] = {7}, id1[1] = {0};
    int dim[3] = {4, 5, 6}, perm[3] = {2, 0, 1};
    int readme[4] = {31, 549, 2, 3}, readme_perm[4] = {3, 0, 2, 1};
    int unit[2] = {3, 1}, swap[2] = {1, 0};
    int ones[32], twos[32], reverse[32];
    int big[4] = {65536, 65536, 65536, 65535}; /* 2^64 - 2^48 elements: fits */
    int int_max[2] = {INT_MAX, INT_MAX};
    static const size_t sizes[] = {1, 2, 4, 8, 16};
    char what[48];
    size_t i;

    for (i = 0; i < 32; i++) {
        ones[i] = 1;
        twos[i] = 2;
        reverse[i] = 31 - (int)i;
    }
    for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        snprintf(what, sizeof what, "rank 3, sizeofType %zu", sizes[i]);
        expect_valid(what, 3, dim, perm, sizes[i]);
    }
    expect_valid("rank 1", 1, one, id1, 4);
    expect_valid("extent 1", 2, unit, swap, 8);
    expect_valid("README example", 4, readme, readme_perm, 8);
    expect_valid("rank 32, all extents 1", 32, ones, reverse, 8);
    if (gpu == 0) {
        /* Only argument checking stands between cuttPlan and
         * CUTT_INVALID_DEVICE here; no buffers could hold these tensors. */
        expect_plan_no_device("rank 32, 2^32 elements", 32, twos, reverse);
        expect_plan_no_device("2^64 - 2^48 elements", 4, big, readme_perm);
        expect_plan_no_device("INT_MAX extents", 2, int_max, swap);
    }
}

static void check_unknown_handles(void)
{
    static const cuttHandle never_made[] = {0, 12345, 0xFFFFFFFFu};
    char what[32];
    size_t i;

    for (i = 0; i < sizeof never_made / sizeof never_made[0]; i++) {
        snprintf(what, sizeof what, "handle %u", never_made[i]);
        expect(cuttDestroy(never_made[i]), CUTT_INVALID_PLAN, "cuttDestroy", what);
        expect(cuttExecute(never_made[i], host_in, host_out), CUTT_INVALID_PLAN, "cuttExecute",
               what);
        expect(cuttSetStream(never_made[i], 0), CUTT_INVALID_PLAN, "cuttSetStream", what);
    }
}

/* Live plans have distinct handles, handles are never reused, destroying a
 * plan leaves the others alone, and cuttFinalize destroys them all. */
static void check_handles(void)
{
    int dim[2] = {8, 8}, perm[2] = {1, 0};
    cuttHandle h1 = UNTOUCHED, h2 = UNTOUCHED, h3 = UNTOUCHED;

    expect(cuttPlan(&h1, 2, dim, perm, 4, 0), CUTT_SUCCESS, "cuttPlan", "first plan");
    expect(cuttPlan(&h2, 2, dim, perm, 4, 0), CUTT_SUCCESS, "cuttPlan", "second plan");
    check(h1 != h2, "cuttPlan", "two live plans", "gave the same handle twice");
    expect(cuttDestroy(h1), CUTT_SUCCESS, "cuttDestroy", "first plan");
    expect(cuttSetStream(h2, 0), CUTT_SUCCESS, "cuttSetStream", "second plan, first destroyed");
    expect(cuttPlan(&h3, 2, dim, perm, 4, 0), CUTT_SUCCESS, "cuttPlan", "third plan");
    check(h3 != h1, "cuttPlan", "after cuttDestroy", "reused a destroyed plan's handle");
    cuttFinalize();
    expect(cuttDestroy(h2), CUTT_INVALID_PLAN, "cuttDestroy", "second plan, after cuttFinalize");
    expect(cuttDestroy(h3), CUTT_INVALID_PLAN, "cuttDestroy", "third plan, after cuttFinalize");
    cuttInitialize();
}

static void api_checks(void)
{
    int dim[2] = {2, 3}, perm[2] = {1, 0};

    /* Compile-time: every entry point has exactly the cuTT signature. */
    cuttResult (*plan)(cuttHandle *, int, int *, int *, size_t, cudaStream_t) = cuttPlan;
    cuttResult (*plan_measure)(cuttHandle *, int, int *, int *, size_t, cudaStream_t, void *,
                               void *) = cuttPlanMeasure;
    cuttResult (*destroy)(cuttHandle) = cuttDestroy;
    cuttResult (*execute)(cuttHandle, void *, void *) = cuttExecute;
    cuttResult (*set_stream)(cuttHandle, cudaStream_t) = cuttSetStream;
    void (*initialize)(void) = cuttInitialize;
    void (*finalize)(void) = cuttFinalize;
    (void)plan, (void)plan_measure, (void)destroy, (void)execute, (void)set_stream;
    (void)initialize, (void)finalize;

    gpu = cuda_shim_init();
    check(gpu >= 0, "cuda_shim_init", "driver", "driver present but unusable");
    if (gpu < 0)
        return;

    /* Finalize before any Initialize, and both repeatedly, are all allowed. */
    cuttFinalize();
    cuttInitialize();
    cuttInitialize();

    check_unknown_handles();
    check_bad_arguments();
    check_valid_arguments();
    if (gpu)
        check_handles();

    cuttFinalize();
    cuttFinalize();
    expect_rejected("rank 0, after cuttFinalize", 0, dim, perm, 8);
    expect(cuttDestroy(12345), CUTT_INVALID_PLAN, "cuttDestroy", "after cuttFinalize");
    cuttInitialize();
    expect_valid("after cuttFinalize and cuttInitialize", 2, dim, perm, 8);
}

/* Prints the one-line summary; returns the exit status. */
static int api_summary(const char *program)
{
    printf("%s: %d checks, %d failed (%s)\n", program, checks_run, checks_failed,
           gpu > 0    ? "with a GPU"
           : gpu == 0 ? "no NVIDIA driver or GPU: valid plans give CUTT_INVALID_DEVICE"
                      : "the NVIDIA driver is unusable");
    return checks_failed ? 1 : 0;
}

#endif
