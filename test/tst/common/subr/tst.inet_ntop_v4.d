/* inet_ntop(AF_INET) prints a dotted quad */

#pragma D option quiet

BEGIN
{
	this->a = (uint8_t *)alloca(4);
	this->a[0] = 10;
	this->a[1] = 0;
	this->a[2] = 0;
	this->a[3] = 1;
	printf("%s\n", inet_ntop(2, this->a));
	exit(0);
}
