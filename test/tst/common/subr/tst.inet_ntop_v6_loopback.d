/* inet_ntop(AF_INET6) of ::1 */

#pragma D option quiet

BEGIN
{
	this->a = (uint8_t *)alloca(16);
	this->a[0] = 0;
	this->a[1] = 0;
	this->a[2] = 0;
	this->a[3] = 0;
	this->a[4] = 0;
	this->a[5] = 0;
	this->a[6] = 0;
	this->a[7] = 0;
	this->a[8] = 0;
	this->a[9] = 0;
	this->a[10] = 0;
	this->a[11] = 0;
	this->a[12] = 0;
	this->a[13] = 0;
	this->a[14] = 0;
	this->a[15] = 1;
	printf("%s\n", inet_ntop(10, this->a));
	exit(0);
}
