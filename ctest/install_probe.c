/*
 * install_probe.c: the smallest program against an installed libcutt
 * (ctest/install_test.sh builds it every way a user would). It plans a tiny
 * transpose and destroys the plan; without a GPU both calls fail, which is
 * fine: what is tested is that the header, the library and the link flags
 * fit together, so any cuttResult code passes. It prints the codes and
 * exits non-zero only for a value that is no cuttResult, or a plan that was
 * made but could not be destroyed.
 */
#include <cutt.h>

#include <stdio.h>

static const char *result_name(cuttResult r)
{
    switch (r) {
    case CUTT_SUCCESS: return "CUTT_SUCCESS";
    case CUTT_INVALID_PLAN: return "CUTT_INVALID_PLAN";
    case CUTT_INVALID_PARAMETER: return "CUTT_INVALID_PARAMETER";
    case CUTT_INVALID_DEVICE: return "CUTT_INVALID_DEVICE";
    case CUTT_INTERNAL_ERROR: return "CUTT_INTERNAL_ERROR";
    case CUTT_UNDEFINED_ERROR: return "CUTT_UNDEFINED_ERROR";
    }
    return NULL;
}

int main(void)
{
    int dim[2] = {3, 2};
    int permutation[2] = {1, 0};
    cuttHandle plan = 0;
    cuttResult planned = cuttPlan(&plan, 2, dim, permutation, sizeof(double), 0);
    cuttResult destroyed = cuttDestroy(plan);
    const char *planned_name = result_name(planned);
    const char *destroyed_name = result_name(destroyed);

    printf("install_probe: cuttPlan -> %s (%d), cuttDestroy -> %s (%d)\n",
           planned_name ? planned_name : "not a cuttResult", (int)planned,
           destroyed_name ? destroyed_name : "not a cuttResult", (int)destroyed);
    if (!planned_name || !destroyed_name)
        return 1;
    if (planned == CUTT_SUCCESS && destroyed != CUTT_SUCCESS) {
        printf("install_probe: a plan that was made must be destroyable\n");
        return 1;
    }
    return 0;
}
