/* @@backend: kernel */ /* @@opts: -q */
/*
 * func(), mod(), sym() and %a of kernel text addresses: the module is
 * vmlinux, func() and sym() name the function, %a adds the offset.
 */
BEGIN
{
	func((uint64_t)&`vfs_read + 1);
	mod((uint64_t)&`vfs_read + 1);
	sym((uint64_t)&`vfs_read + 1);
	printf("\n%a\n%a\n", (uint64_t)&`vfs_read, (uint64_t)&`vfs_read + 0x1a);
	exit(0);
}
