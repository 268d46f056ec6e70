/* casting between pointer types reinterprets memory */

#pragma D option quiet

BEGIN
{
	this->p = (uint32_t *)alloca(4);
	*this->p = 0x01020304;
	printf("%d %d\n", *(uint8_t *)this->p, ((uint8_t *)this->p)[3]);
	exit(0);
}
