! cutt.f90: Fortran interfaces to libcutt, the cuTT 1.1 tensor-transpose
! library (include/cutt.h), through iso_c_binding.
!
! Installed as PREFIX/include/cutt.f90 beside cutt.h. It ships as source
! because .mod files are specific to one compiler and often to one compiler
! version: compile it with the compiler of the application, once, e.g.
!   gfortran -c $PREFIX/include/cutt.f90
! then `use cutt` and link with -lcutt (or libcutt.a with the system
! libraries README.md lists for static links).
!
! Conventions, where they differ from Fortran habits:
! - Permutation entries are 0-based, as in C: output dimension j (1-based
!   in a Fortran array, perm(j)) is input dimension perm(j)+1 of Fortran's
!   numbering. The library checks them and returns CUTT_INVALID_PARAMETER
!   for anything that is not a permutation of 0..rank-1.
! - Fortran arrays are column-major, as cuTT's tensors are, so the extents
!   of an array a go to cuttPlan unchanged: dim = shape(a). No reversal.
! - cuttHandle is unsigned int in C. Fortran has no unsigned integers, so a
!   handle is kept in integer(cutt_handle_kind), bit for bit; a handle
!   above 2**31-1 reads as negative. Only pass back what cuttPlan wrote.
! - idata and odata are CUDA device pointers and stream a cudaStream_t
!   (c_null_ptr is the default stream), all passed as type(c_ptr) values.
!   A CUdeviceptr of the driver API has the size of a pointer on the 64-bit
!   platforms CUDA supports, so it fits a type(c_ptr) as it is.
! - Every function returns one of the CUTT_* codes below as integer(c_int):
!   a C enum has the size and passing of int with gcc and clang on the
!   platforms CUDA supports.
module cutt
  use, intrinsic :: iso_c_binding, only: c_int, c_size_t, c_ptr
  implicit none
  private

  integer(c_int), parameter, public :: CUTT_SUCCESS = 0_c_int
  integer(c_int), parameter, public :: CUTT_INVALID_PLAN = 1_c_int
  integer(c_int), parameter, public :: CUTT_INVALID_PARAMETER = 2_c_int
  integer(c_int), parameter, public :: CUTT_INVALID_DEVICE = 3_c_int
  integer(c_int), parameter, public :: CUTT_INTERNAL_ERROR = 4_c_int
  integer(c_int), parameter, public :: CUTT_UNDEFINED_ERROR = 5_c_int

  integer, parameter, public :: cutt_handle_kind = c_int

  public :: cuttPlan, cuttPlanMeasure, cuttDestroy, cuttExecute
  public :: cuttSetStream, cuttInitialize, cuttFinalize

  interface
    ! The handle is written on success only; after a failure it stays
    ! undefined from Fortran's point of view, as intent(out) says.
    function cuttPlan(handle, rank, dim, permutation, sizeofType, stream) &
        bind(C, name="cuttPlan") result(res)
      import :: c_int, c_size_t, c_ptr, cutt_handle_kind
      integer(cutt_handle_kind), intent(out) :: handle
      integer(c_int), value :: rank
      integer(c_int), intent(in) :: dim(*)
      integer(c_int), intent(in) :: permutation(*)
      integer(c_size_t), value :: sizeofType
      type(c_ptr), value :: stream
      integer(c_int) :: res
    end function cuttPlan

    ! Overwrites odata; leaves the contents of idata unchanged.
    function cuttPlanMeasure(handle, rank, dim, permutation, sizeofType, &
        stream, idata, odata) bind(C, name="cuttPlanMeasure") result(res)
      import :: c_int, c_size_t, c_ptr, cutt_handle_kind
      integer(cutt_handle_kind), intent(out) :: handle
      integer(c_int), value :: rank
      integer(c_int), intent(in) :: dim(*)
      integer(c_int), intent(in) :: permutation(*)
      integer(c_size_t), value :: sizeofType
      type(c_ptr), value :: stream
      type(c_ptr), value :: idata
      type(c_ptr), value :: odata
      integer(c_int) :: res
    end function cuttPlanMeasure

    function cuttDestroy(handle) bind(C, name="cuttDestroy") result(res)
      import :: c_int, cutt_handle_kind
      integer(cutt_handle_kind), value :: handle
      integer(c_int) :: res
    end function cuttDestroy

    ! Enqueues on the plan's stream and returns without waiting: synchronize
    ! the stream before reading odata.
    function cuttExecute(handle, idata, odata) bind(C, name="cuttExecute") &
        result(res)
      import :: c_int, c_ptr, cutt_handle_kind
      integer(cutt_handle_kind), value :: handle
      type(c_ptr), value :: idata
      type(c_ptr), value :: odata
      integer(c_int) :: res
    end function cuttExecute

    function cuttSetStream(handle, stream) bind(C, name="cuttSetStream") &
        result(res)
      import :: c_int, c_ptr, cutt_handle_kind
      integer(cutt_handle_kind), value :: handle
      type(c_ptr), value :: stream
      integer(c_int) :: res
    end function cuttSetStream

    subroutine cuttInitialize() bind(C, name="cuttInitialize")
    end subroutine cuttInitialize

    subroutine cuttFinalize() bind(C, name="cuttFinalize")
    end subroutine cuttFinalize
  end interface
end module cutt
