/* inet_ntoa6() compresses the longest zero run */

#pragma D option quiet

BEGIN
{
	this->a = (uint8_t *)alloca(16);
	this->a[0] = 254;
	this->a[1] = 128;
	this->a[2] = 0;
	this->a[3] = 0;
	this->a[4] = 0;
	this->a[5] = 0;
	this->a[6] = 0;
	this->a[7] = 0;
	this->a[8] = 0;
	this->a[9] = 0;
	this->a[10] = 2;
	this->a[11] = 20;
	this->a[12] = 79;
	this->a[13] = 255;
	this->a[14] = 118;
	this->a[15] = 200;
	printf("%s\n", inet_ntoa6((struct in6_addr *)this->a));
	exit(0);
}
