/* api_c.c: the libcutt C ABI as a C11 program sees it through cutt.h. */
#include "cutt.h"

#include "api_checks.h"

int main(void)
{
    api_checks();
    return api_summary("api_c");
}
