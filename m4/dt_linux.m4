# m4/dt_linux.m4 -- locate the Linux kernel build tree for os/linux/kernel/.
#
# DT_LINUX_KERNEL
#   Adds --with-linux=DIR and --disable-kernel-module.  Without --with-linux
#   it uses /lib/modules/$(uname -r)/build when that exists, else the newest
#   /usr/src/linux-headers-*-amd64 (Debian's linux-headers-amd64); a cross
#   build (--host) builds no module unless given one of them.
#   A tree is usable when DIR/Makefile and DIR/include/generated/autoconf.h
#   (or DIR/include/config/auto.conf) exist.
#   Sets and substitutes LINUX_DIR and LINUX_VERSION (the tree's kernel
#   release as `uname -r` of that kernel prints it, from UTS_RELEASE in
#   include/generated/utsrelease.h), and defines the
#   automake conditional BUILD_KERNEL_MODULE.
#   An explicit --with-linux=DIR or --enable-kernel-module that cannot be
#   honoured is an error; otherwise a missing tree only disables the module.

AC_DEFUN([DT_LINUX_KERNEL], [
AC_ARG_ENABLE([kernel-module],
  [AS_HELP_STRING([--disable-kernel-module],
    [do not build os/linux/kernel/dtrace.ko])],
  [dt_kmod=$enableval], [dt_kmod=auto])
AC_ARG_WITH([linux],
  [AS_HELP_STRING([--with-linux=DIR],
    [Linux kernel build tree for dtrace.ko
     @<:@/lib/modules/`uname -r`/build, else newest
     /usr/src/linux-headers-*-amd64@:>@])],
  [dt_linux=$withval], [dt_linux=])

LINUX_DIR=
LINUX_VERSION=
AS_IF([test "x$dt_linux" = xno], [dt_kmod=no])
# a cross build: this machine's kernel trees are not the target's
AS_IF([test "x$cross_compiling" = xyes && test "x$dt_kmod" = xauto &&
       test -z "$dt_linux"], [dt_kmod=no])
AS_IF([test "x$dt_kmod" != xno], [
  AC_MSG_CHECKING([for a Linux kernel build tree])
  AS_IF([test -z "$dt_linux" || test "x$dt_linux" = xyes], [
    dt_explicit=no
    dt_linux=
    dt_rel=`uname -r 2>/dev/null`
    AS_IF([test -n "$dt_rel" && test -f "/lib/modules/$dt_rel/build/Makefile"],
      [dt_linux=/lib/modules/$dt_rel/build],
      [dt_linux=`ls -d /usr/src/linux-headers-*-amd64 2>/dev/null | sort -V | tail -n 1`])
  ], [dt_explicit=yes])
  AS_IF([test -n "$dt_linux" && test -f "$dt_linux/Makefile" &&
         { test -f "$dt_linux/include/generated/autoconf.h" ||
           test -f "$dt_linux/include/config/auto.conf"; }], [
    LINUX_DIR=`cd "$dt_linux" && pwd -P`
    AS_IF([test -f "$LINUX_DIR/include/generated/utsrelease.h"],
      [LINUX_VERSION=`sed -n 's/^#define UTS_RELEASE "\(.*\)"$/\1/p' \
         "$LINUX_DIR/include/generated/utsrelease.h"`])
    AS_IF([test -z "$LINUX_VERSION" &&
           test -f "$LINUX_DIR/include/config/kernel.release"],
      [LINUX_VERSION=`cat "$LINUX_DIR/include/config/kernel.release"`])
    AC_MSG_RESULT([$LINUX_DIR ($LINUX_VERSION)])
  ], [
    AC_MSG_RESULT([no])
    AS_IF([test "x$dt_explicit" = xyes],
      [AC_MSG_ERROR([--with-linux=$dt_linux is not a configured kernel build tree])])
    AS_IF([test "x$dt_kmod" = xyes],
      [AC_MSG_ERROR([--enable-kernel-module needs kernel headers (apt-get install linux-headers-amd64, or --with-linux=DIR)])])
    AC_MSG_WARN([no kernel headers found: dtrace.ko will not be built])
  ])
])
AC_SUBST([LINUX_DIR])
AC_SUBST([LINUX_VERSION])
AM_CONDITIONAL([BUILD_KERNEL_MODULE], [test -n "$LINUX_DIR"])
])
