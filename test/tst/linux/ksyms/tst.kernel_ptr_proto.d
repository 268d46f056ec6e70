/* @@requires: btf */
/*
 * a pointer to the kernel's struct in6_addr matches the prototype of
 * inet_ntoa6(), which names the struct before any kernel type is read
 */

#pragma D option quiet

BEGIN
{
	this->a = (uint8_t *)alloca(16);
	*(uint64_t *)this->a = 0;
	*(uint64_t *)(this->a + 8) = 0;
	this->a[15] = 1;
	printf("%s\n", inet_ntoa6((struct in6_addr *)this->a));
	exit(0);
}
